import { describe, expect, it } from "vitest";
import {
  assertValidRuleTable,
  calendarMonthsValidUntil,
  endOfCalendarMonthAfter,
  evaluateValidity,
  VALIDITY_RULES,
  type ValidityRule,
  validityState,
} from "./rules";

const rule = (key: string) => VALIDITY_RULES.find((r) => r.key === key) as ValidityRule;
const sim = rule("sim");
const lineCheck = rule("line_check");
const toLdg = rule("to_ldg");
const elearning = rule("elearning");

describe("the rule table", () => {
  it("names only known record kinds, each rule once, each with a source", () => {
    expect(() => assertValidRuleTable(VALIDITY_RULES)).not.toThrow();
    for (const r of VALIDITY_RULES) expect(r.source.length).toBeGreaterThan(10);
  });

  it("fails a rule with an unknown record kind", () => {
    const broken = [...VALIDITY_RULES, { ...sim, key: "medical", record_kind: "medical_certificate" }];
    expect(() => assertValidRuleTable(broken as unknown as ValidityRule[])).toThrow(/unknown record kind/);
  });

  it("fails a duplicate key and impossible months", () => {
    expect(() => assertValidRuleTable([sim, sim])).toThrow(/twice/);
    expect(() =>
      assertValidRuleTable([
        { ...sim, measure: { kind: "calendar_months", months: 0, renewal_window_months: 3 } },
      ]),
    ).toThrow(/impossible/);
  });

  it("keeps the numbers of ORO.FC.230: SIM 6 months, line check 12, renewal window 3", () => {
    expect(sim.measure).toEqual({ kind: "calendar_months", months: 6, renewal_window_months: 3 });
    expect(lineCheck.measure).toEqual({ kind: "calendar_months", months: 12, renewal_window_months: 3 });
  });
});

describe("calendar months", () => {
  it("ends on the last day of the 6th month after, across year ends and short months", () => {
    expect(endOfCalendarMonthAfter("2026-01-15", 6)).toBe("2026-07-31");
    expect(endOfCalendarMonthAfter("2026-08-31", 6)).toBe("2027-02-28");
    expect(endOfCalendarMonthAfter("2027-08-01", 6)).toBe("2028-02-29");
    expect(endOfCalendarMonthAfter("2026-03-10", 12)).toBe("2027-03-31");
  });
});

describe("SIM proficiency check (ORO.FC.230(b))", () => {
  const check = (dates: string[], today: string) => evaluateValidity(sim, { checkDates: dates }, today);

  it("is valid on its last day and expired on the next", () => {
    expect(check(["2026-01-15"], "2026-07-31")).toEqual({ valid_until: "2026-07-31", state: "expiring" });
    expect(check(["2026-01-15"], "2026-08-01")).toEqual({ valid_until: "2026-07-31", state: "expired" });
  });

  it("is valid more than 30 days ahead and expiring from 30 days before its end", () => {
    expect(check(["2026-01-15"], "2026-06-30").state).toBe("valid");
    expect(check(["2026-01-15"], "2026-07-01").state).toBe("expiring");
  });

  it("is never with no Completed check", () => {
    expect(check([], "2026-01-01")).toEqual({ valid_until: null, state: "never" });
  });

  it("extends from the old end when renewed in the last 3 months of validity", () => {
    // Valid to 31/07; the window opens 01/05.
    expect(calendarMonthsValidUntil(["2026-01-15", "2026-05-01"], 6, 3)).toBe("2027-01-31");
    expect(calendarMonthsValidUntil(["2026-01-15", "2026-07-31"], 6, 3)).toBe("2027-01-31");
  });

  it("counts from its own month when renewed before the window or after the lapse", () => {
    expect(calendarMonthsValidUntil(["2026-01-15", "2026-04-30"], 6, 3)).toBe("2026-10-31");
    expect(calendarMonthsValidUntil(["2026-01-15", "2026-08-01"], 6, 3)).toBe("2027-02-28");
  });

  it("chains renewals in any order of the records", () => {
    expect(calendarMonthsValidUntil(["2026-12-20", "2026-01-15", "2026-06-10"], 6, 3)).toBe("2027-07-31");
  });
});

describe("line check (ORO.FC.230(c))", () => {
  const check = (dates: string[], today: string) => evaluateValidity(lineCheck, { checkDates: dates }, today);
  it("is valid to the end of the 12th month, extended inside the window, never without one", () => {
    expect(check(["2026-03-10"], "2027-03-31").state).toBe("expiring");
    expect(check(["2026-03-10"], "2027-04-01").state).toBe("expired");
    expect(check(["2026-03-10", "2027-01-02"], "2027-04-01").valid_until).toBe("2028-03-31");
    expect(check(["2026-03-10", "2026-12-31"], "2027-04-01").valid_until).toBe("2027-12-31");
    expect(check([], "2027-04-01").state).toBe("never");
  });
});

describe("TO LDG recency (reuses the survey's computation)", () => {
  const flights = [{ flight_date: "2026-03-01", to_number: 3, ldg_number: 3 }];
  it("is valid on day 90 after the third landing and expired on day 91", () => {
    expect(evaluateValidity(toLdg, { recency: { flights } }, "2026-05-30")).toEqual({
      valid_until: "2026-05-30",
      state: "expiring",
    });
    expect(evaluateValidity(toLdg, { recency: { flights } }, "2026-05-31").state).toBe("expired");
  });
  it("is extended by a later survey SIM date and never without a survey", () => {
    expect(evaluateValidity(toLdg, { recency: { flights, simDate: "2026-04-01" } }, "2026-05-31").state).toBe(
      "expiring",
    );
    expect(evaluateValidity(toLdg, { recency: null }, "2026-05-31").state).toBe("never");
    expect(evaluateValidity(toLdg, { recency: { flights: [] } }, "2026-05-31").state).toBe("never");
  });
});

describe("e-learning of the latest SIM", () => {
  it("is valid once done, due up to the session day, expired after it, never without a session", () => {
    expect(
      evaluateValidity(elearning, { latestSession: { date: "2026-05-10", done: true } }, "2026-06-01"),
    ).toEqual({ valid_until: null, state: "valid" });
    expect(
      evaluateValidity(elearning, { latestSession: { date: "2026-05-10", done: false } }, "2026-05-10"),
    ).toEqual({ valid_until: "2026-05-10", state: "expiring" });
    expect(
      evaluateValidity(elearning, { latestSession: { date: "2026-05-10", done: false } }, "2026-05-11").state,
    ).toBe("expired");
    expect(evaluateValidity(elearning, { latestSession: null }, "2026-05-11").state).toBe("never");
  });
});

describe("validityState", () => {
  it("reads 31 days ahead as valid, 30 as expiring, yesterday as expired, none as never", () => {
    expect(validityState("2026-02-01", "2026-01-01")).toBe("valid");
    expect(validityState("2026-01-31", "2026-01-01")).toBe("expiring");
    expect(validityState("2025-12-31", "2026-01-01")).toBe("expired");
    expect(validityState(null, "2026-01-01")).toBe("never");
  });
});
