import { addDays, computeRecency, daysBetween, type RecencyFlight } from "../toldg/recency";
import type { Validity } from "./schemas";

/**
 * A pilot's validities as data: one row per validity, naming the record
 * kind it is read from, how long a record keeps it and the source of the rule. The server derives
 * every pilot's validities from the records in SQL (migration 0018) with the same numbers; the
 * integration test of the ledger checks the SQL against `evaluateValidity` at every edge.
 */

/** The kinds of record a validity can be read from. */
export const VALIDITY_RECORD_KINDS = ["sim_form", "sim_elearning", "toldg_record", "line_check"] as const;
export type ValidityRecordKind = (typeof VALIDITY_RECORD_KINDS)[number];

/** How a rule turns the records into a last valid day. */
export type ValidityMeasure =
  /** The TO LDG survey's recency date, computed by `computeRecency`, never copied. */
  | { kind: "recency" }
  /**
   * A Completed check is valid to the end of the `months`-th calendar month after the month it was
   * done in; a renewal inside the last `renewal_window_months` calendar months of the validity runs
   * on from the old end instead of from its own month.
   */
  | { kind: "calendar_months"; months: number; renewal_window_months: number }
  /** Done or not for the pilot's latest SIM session; not done is due on the session's day. */
  | { kind: "completion" };

export interface ValidityRule {
  /** The ledger column and the key of the validity in replies and messages. */
  key: string;
  record_kind: ValidityRecordKind;
  measure: ValidityMeasure;
  /** The regulation or decision the numbers come from. */
  source: string;
  /** The ADR that records the rule. */
  adr: string;
}

/** Every validity the ledger shows, in column order. */
export const VALIDITY_RULES = [
  {
    key: "to_ldg",
    record_kind: "toldg_record",
    measure: { kind: "recency" },
    source: "EASA Part-FCL FCL.060(b)(1): 3 take-offs and 3 landings in the preceding 90 days",
    adr: "0300, 0700",
  },
  {
    key: "sim",
    record_kind: "sim_form",
    measure: { kind: "calendar_months", months: 6, renewal_window_months: 3 },
    source: "EASA ORO.FC.230(b): operator proficiency check valid to the end of the 6th calendar month",
    adr: "0700",
  },
  {
    key: "elearning",
    record_kind: "sim_elearning",
    measure: { kind: "completion" },
    source: "ORO.FC.230(a) recurrent ground training before the SIM (part2 §4 e-learning)",
    adr: "0700",
  },
  {
    key: "line_check",
    record_kind: "line_check",
    measure: { kind: "calendar_months", months: 12, renewal_window_months: 3 },
    source: "EASA ORO.FC.230(c): line check valid for 12 calendar months",
    adr: "0700",
  },
] as const satisfies readonly ValidityRule[];

export type ValidityKey = (typeof VALIDITY_RULES)[number]["key"];

/** The rule of this key. */
export function validityRule(key: ValidityKey): ValidityRule {
  return VALIDITY_RULES.find((rule) => rule.key === key) as ValidityRule;
}

/** Throws when a rule table names a record kind, a measure or a key twice or not at all. */
export function assertValidRuleTable(rules: readonly ValidityRule[]): void {
  const keys = new Set<string>();
  for (const rule of rules) {
    if (!(VALIDITY_RECORD_KINDS as readonly string[]).includes(rule.record_kind))
      throw new Error(`Validity rule "${rule.key}" reads an unknown record kind "${rule.record_kind}"`);
    if (keys.has(rule.key)) throw new Error(`Validity rule "${rule.key}" appears twice`);
    keys.add(rule.key);
    if (!rule.source.trim() || !rule.adr.trim())
      throw new Error(`Validity rule "${rule.key}" names no source`);
    const measure = rule.measure;
    if (
      measure.kind === "calendar_months" &&
      !(
        measure.months > 0 &&
        measure.renewal_window_months >= 0 &&
        measure.renewal_window_months <= measure.months
      )
    )
      throw new Error(`Validity rule "${rule.key}" has impossible month counts`);
  }
}

/** The last day of the calendar month `months` after the month of a YYYY-MM-DD date. */
export function endOfCalendarMonthAfter(isoDate: string, months: number): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  // Day 0 of the month after the target month is the target month's last day.
  return new Date(Date.UTC(year, month - 1 + months + 1, 0)).toISOString().slice(0, 10);
}

/** The first day of the renewal window: the 1st of the month `window - 1` months before the end's month. */
export function renewalWindowStart(validUntil: string, windowMonths: number): string {
  const [year, month] = validUntil.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - (windowMonths - 1), 1)).toISOString().slice(0, 10);
}

/**
 * The last valid day after a series of checks done on these days (any order): each check inside the
 * renewal window of the validity before it extends from that validity's end; any other check (a
 * first one, one after a lapse, or one done earlier than the window) counts from its own month.
 */
export function calendarMonthsValidUntil(
  checkDates: readonly string[],
  months: number,
  renewalWindowMonths: number,
): string | null {
  let validUntil: string | null = null;
  for (const day of [...checkDates].sort()) {
    const previous: string | null = validUntil;
    const renews =
      previous !== null &&
      renewalWindowMonths > 0 &&
      day >= renewalWindowStart(previous, renewalWindowMonths) &&
      day <= previous;
    validUntil = endOfCalendarMonthAfter(renews && previous ? previous : day, months);
  }
  return validUntil;
}

/** The records one validity is read from, by measure. */
export interface ValidityRecords {
  /** recency: the pilot's stored flights and SIM date of the TO LDG survey. */
  recency?: { flights: readonly RecencyFlight[]; simDate?: string | null } | null;
  /** calendar_months: the days of the Completed checks. */
  checkDates?: readonly string[];
  /** completion: the pilot's latest SIM session, its day and whether its e-learning is done. */
  latestSession?: { date: string; done: boolean } | null;
}

export const VALIDITY_STATES = ["valid", "expiring", "expired", "never"] as const;
export type ValidityState = (typeof VALIDITY_STATES)[number];

/** A validity "expires soon" from this many days before its last valid day (the ledger's amber). */
export const VALIDITY_EXPIRING_DAYS = 30;

/** How a last valid day reads on `today`: valid through that day, expired from the next. */
export function validityState(validUntil: string | null, today: string): ValidityState {
  if (!validUntil) return "never";
  const left = daysBetween(today, validUntil);
  if (left < 0) return "expired";
  return left <= VALIDITY_EXPIRING_DAYS ? "expiring" : "valid";
}

/** One pilot's validity under one rule, on `today` (YYYY-MM-DD). */
export function evaluateValidity(rule: ValidityRule, records: ValidityRecords, today: string): Validity {
  const measure = rule.measure;
  switch (measure.kind) {
    case "recency": {
      if (!records.recency) return { valid_until: null, state: "never" };
      const { recency_date } = computeRecency(records.recency);
      return { valid_until: recency_date, state: validityState(recency_date, today) };
    }
    case "calendar_months": {
      const until = calendarMonthsValidUntil(
        records.checkDates ?? [],
        measure.months,
        measure.renewal_window_months,
      );
      return { valid_until: until, state: validityState(until, today) };
    }
    case "completion": {
      const session = records.latestSession;
      if (!session) return { valid_until: null, state: "never" };
      if (session.done) return { valid_until: null, state: "valid" };
      return { valid_until: session.date, state: session.date < today ? "expired" : "expiring" };
    }
  }
}

/** The day `days` after today, for "expiring within N days". */
export const validityHorizon = (today: string, days: number) => addDays(today, days);
