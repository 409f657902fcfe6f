import {
  addDays,
  evaluateValidity,
  type LedgerListInput,
  type LedgerRow,
  type LedgerSortField,
  type LedgerValidity,
  validityRule,
  validityState,
} from "@trms/shared";
import { type AnyColumn, and, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilotValidities } from "../../db/tables/ledger.table";
import { pilots } from "../../db/tables/pilot.table";
import { countAll, listConditions, pagedQuery, rowsOf } from "../../lib/sql";

/** The column each validity is sorted and filtered by: its last valid day (e-learning: its due day). */
export const VALIDITY_COLUMNS = {
  to_ldg: pilotValidities.toLdgValidUntil,
  sim: pilotValidities.simValidUntil,
  elearning: pilotValidities.elearningDueDate,
  line_check: pilotValidities.lineCheckValidUntil,
} as const satisfies Record<LedgerValidity, AnyColumn>;

const SORT_COLUMNS = {
  full_name: pilots.fullName,
  crew_code: pilots.crewCode,
  fleet: pilots.fleet,
  ...VALIDITY_COLUMNS,
} as const satisfies Record<LedgerSortField, AnyColumn>;

const rowColumns = {
  pilotId: pilots.id,
  crewCode: pilots.crewCode,
  fullName: pilots.fullName,
  fleet: pilots.fleet,
  toLdgValidUntil: pilotValidities.toLdgValidUntil,
  simValidUntil: pilotValidities.simValidUntil,
  lastSimCheckDate: pilotValidities.lastSimCheckDate,
  elearningSessionDate: pilotValidities.elearningSessionDate,
  elearningDone: pilotValidities.elearningDone,
  lineCheckValidUntil: pilotValidities.lineCheckValidUntil,
  lastLineCheckDate: pilotValidities.lastLineCheckDate,
};
type LedgerRecord = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"] | null };

/** A stored row read on `today`: each validity's state is decided when read, never stored. */
export function toLedgerRow(record: LedgerRecord, today: string): LedgerRow {
  const latestSession = record.elearningSessionDate
    ? { date: record.elearningSessionDate, done: Boolean(record.elearningDone) }
    : null;
  const elearning = evaluateValidity(validityRule("elearning"), { latestSession }, today);
  return {
    pilot_id: record.pilotId as number,
    crew_code: record.crewCode as string,
    full_name: record.fullName ?? "",
    fleet: record.fleet,
    last_sim_check_date: record.lastSimCheckDate,
    last_line_check_date: record.lastLineCheckDate,
    validities: {
      to_ldg: { valid_until: record.toLdgValidUntil, state: validityState(record.toLdgValidUntil, today) },
      sim: { valid_until: record.simValidUntil, state: validityState(record.simValidUntil, today) },
      elearning,
      line_check: {
        valid_until: record.lineCheckValidUntil,
        state: validityState(record.lineCheckValidUntil, today),
      },
    },
  };
}

/** Whether a request's conditions read the validity columns (else they read the pilot alone). */
function readsValidities(input: LedgerListInput): boolean {
  return input.filters.expiring_within_days !== undefined || Boolean(input.filters.expired);
}

/** Whether a request sorts by a validity's day. */
function sortsByValidity(input: LedgerListInput): boolean {
  return input.sort_by !== undefined && Object.hasOwn(VALIDITY_COLUMNS, input.sort_by);
}

/** Rows of (form status, count) as numbers. */
type StatusCount = { status: number | string; count: number | string };

function statusCounts(rows: StatusCount[]) {
  return rows.map((r) => ({
    status: Number(r.status),
    count: Number(r.count),
  }));
}

/**
 * The conditions of a ledger request: active pilots in scope, search, fleet, expiring, expired.
 * On `pilotValidities` alone (`onValidities`), the pilot's status and fleet are read from the
 * copies its validity row keeps; the flags and values are the same either way, so
 * both build one shape.
 */
function conditions(input: LedgerListInput, fleetScope: string | null, today: string, onValidities = false) {
  const status = onValidities ? pilotValidities.pilotStatus : pilots.status;
  const fleet = onValidities ? pilotValidities.pilotFleet : pilots.fleet;
  const list = listConditions("ledger.list");
  list.always("active", eq(status, 1));
  if (fleetScope) list.add("scope", fleetScope, (p) => eq(fleet, p));
  if (input.filters.fleet) list.add("fleet", input.filters.fleet, (p) => eq(fleet, p));
  if (input.keyword) list.keyword(input.keyword, (contains) => contains(pilots.searchText));
  const columns: AnyColumn[] = input.filters.validity
    ? [VALIDITY_COLUMNS[input.filters.validity]]
    : Object.values(VALIDITY_COLUMNS);
  const which = input.filters.validity ?? "any";
  const anyOf = (build: (column: AnyColumn) => SQL | undefined) => or(...columns.map(build));
  // A pilot one of whose validities ends in the window: that validity's day on or after today and
  // on or before the window's end (not one validity's day after today and another's before the end).
  if (input.filters.expiring_within_days !== undefined)
    list.range(`expiring:${which}`, today, addDays(today, input.filters.expiring_within_days), (from, to) =>
      anyOf((c) => and(gte(c, from), lte(c, to))),
    );
  if (input.filters.expired) list.add(`expired:${which}`, today, (p) => anyOf((c) => lt(c, p)));
  return list;
}

/** One page of the ledger, searched, filtered, sorted and paged in SQL. */
export async function ledgerPage(
  db: Database,
  input: LedgerListInput,
  fleetScope: string | null,
  today: string,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: LedgerRow[]; total: number }> {
  const list = conditions(input, fleetScope, today);
  const where = list.where();
  const { rows, total } = await pagedQuery({
    rows: db
      .select(rowColumns)
      .from(pilots)
      .innerJoin(pilotValidities, eq(pilotValidities.pilotId, pilots.id))
      .$dynamic(),
    // The page's ids walk a pilot index alone unless a validity filters or sorts them (ADR 0742).
    ids: (readsValidities(input) || sortsByValidity(input)
      ? db
          .select({ id: pilots.id })
          .from(pilots)
          .innerJoin(pilotValidities, eq(pilotValidities.pilotId, pilots.id))
      : db.select({ id: pilots.id }).from(pilots)
    )
      .where(where)
      .$dynamic(),
    key: pilots.id,
    page: input,
    sort: {
      columns: SORT_COLUMNS,
      fallback: pilots.fullName,
      tiebreak: pilots.id,
      sortAfterSearch: true,
    },
    // Every pilot has exactly one validity row (kept by the pilots' insert trigger, migration
    // 0018): without a validity condition the total counts pilots alone instead of the join;
    // with one and no keyword, it counts the validity rows alone, which carry their
    // pilot's status and fleet (ADR 1099). Built only when the shape's statement is first
    // prepared.
    count:
      options.withTotal === false
        ? null
        : () =>
            readsValidities(input) && !input.keyword
              ? db
                  .select({ total: countAll() })
                  .from(pilotValidities)
                  .where(conditions(input, fleetScope, today, true).where())
              : readsValidities(input)
                ? db
                    .select({ total: countAll() })
                    .from(pilots)
                    .innerJoin(pilotValidities, eq(pilotValidities.pilotId, pilots.id))
                    .where(where)
                : db.select({ total: countAll() }).from(pilots).where(where),
    prepared: list.prepared(),
  });
  return { rows: rows.map((row) => toLedgerRow(row, today)), total };
}

/**
 * The dashboard's figures for pilots in scope, in one statement (ADR 1078): the SIM forms of the
 * sessions from `from` to `to` by status, the forms of every session in `statuses`, event
 * reports and their minus points per month from `since` (YYYY-MM-01), training flights with a
 * criterion below standard per month from `since`, and the state of each validity on `today`.
 * Each part is its own subquery, read as JSON, so a dashboard takes one connection and one
 * round trip instead of five.
 */
export async function ledgerFigureCounts(
  db: Database,
  fleetScope: string | null,
  options: { from: string; to: string; statuses: number[]; since: string; today: string },
) {
  const { from, to, statuses, since, today } = options;
  const formsOfDays = fleetScope
    ? sql`and exists (select 1 from pilots p where p.crew_code = c.crew_code and p.fleet = ${fleetScope})`
    : sql``;
  // Read off the forms through their status index, not the per-seat view: each form is one seat
  // of one session, so the counts are the view's, and the session is read only for a fleet's
  // crew codes.
  const formsInStatuses = fleetScope
    ? sql`join sim_sessions s on s.id = f.sim_id
      where exists (select 1 from pilots p
        where p.crew_code = (case when f.pilot_order = 1 then s.first_pilot_crew_code else s.second_pilot_crew_code end)
          and p.fleet = ${fleetScope}) and`
    : sql`where`;
  const reports = fleetScope ? sql`and r.fleet = ${fleetScope}` : sql``;
  const ofPilots = fleetScope ? sql`and p.fleet = ${fleetScope}` : sql``;
  // Months first, then their text: one to_char per month instead of one per flight.
  const flightsOfPilots = fleetScope
    ? sql`join pilots p on p.id = f.pilot_id and p.fleet = ${fleetScope}`
    : sql``;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(t order by t.status), '[]'::json) from (
        select c.form_status as status, count(*) as count from pilot_sim_forms c
        where c.session_date >= ${from}::date and c.session_date <= ${to}::date ${formsOfDays}
        group by c.form_status) t) as this_month,
      (select coalesce(json_agg(t order by t.status), '[]'::json) from (
        select f.form_status as status, count(*) as count from sim_forms f
        ${formsInStatuses} f.form_status = any(${sql.param(statuses)}::int[])
        group by f.form_status) t) as waiting,
      (select coalesce(json_agg(t order by t.month), '[]'::json) from (
        select to_char(r.occurred_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM') as month, count(*) as reports,
          coalesce(sum(r.minus_point_total), 0) as minus_points
        from event_reports r
        where r.occurred_at >= (${since}::date::timestamp at time zone 'Asia/Ho_Chi_Minh') ${reports}
        group by 1) t) as reports,
      (select coalesce(json_agg(t order by t.month), '[]'::json) from (
        select to_char(date_trunc('month', f.date_of_flight), 'YYYY-MM') as month, count(*) as flights
        from training_flights f ${flightsOfPilots}
        where f.date_of_flight >= ${since}::date and f.min_score < 3
        group by date_trunc('month', f.date_of_flight)) t) as below,
      (select row_to_json(t) from (
        select
          count(*) filter (where v.to_ldg_valid_until is null) as to_ldg_never,
          count(*) filter (where v.to_ldg_valid_until < ${today}::date) as to_ldg_expired,
          count(*) filter (where v.to_ldg_valid_until between ${today}::date and ${today}::date + 30) as to_ldg_expiring,
          count(*) filter (where v.to_ldg_valid_until > ${today}::date + 30) as to_ldg_valid,
          count(*) filter (where v.sim_valid_until is null) as sim_never,
          count(*) filter (where v.sim_valid_until < ${today}::date) as sim_expired,
          count(*) filter (where v.sim_valid_until between ${today}::date and ${today}::date + 30) as sim_expiring,
          count(*) filter (where v.sim_valid_until > ${today}::date + 30) as sim_valid,
          count(*) filter (where v.elearning_session_date is null) as elearning_never,
          count(*) filter (where v.elearning_due_date < ${today}::date) as elearning_expired,
          count(*) filter (where v.elearning_due_date >= ${today}::date) as elearning_expiring,
          count(*) filter (where v.elearning_session_date is not null and v.elearning_done) as elearning_valid,
          count(*) filter (where v.line_check_valid_until is null) as line_check_never,
          count(*) filter (where v.line_check_valid_until < ${today}::date) as line_check_expired,
          count(*) filter (where v.line_check_valid_until between ${today}::date and ${today}::date + 30) as line_check_expiring,
          count(*) filter (where v.line_check_valid_until > ${today}::date + 30) as line_check_valid
        from pilots p join pilot_validities v on v.pilot_id = p.id
        where p.status = 1 ${ofPilots}) t) as states`);
  const [row] = rowsOf<{
    this_month: StatusCount[];
    waiting: StatusCount[];
    reports: { month: string; reports: number | string; minus_points: number | string }[];
    below: { month: string; flights: number | string }[];
    states: Record<string, number | string> | null;
  }>(result);
  const read = (key: string) => Number(row?.states?.[key] ?? 0);
  const states = (prefix: string) => ({
    valid: read(`${prefix}_valid`),
    expiring: read(`${prefix}_expiring`),
    expired: read(`${prefix}_expired`),
    never: read(`${prefix}_never`),
  });
  return {
    thisMonth: statusCounts(row?.this_month ?? []),
    waiting: statusCounts(row?.waiting ?? []),
    reports: (row?.reports ?? []).map((r) => ({
      month: r.month,
      reports: Number(r.reports),
      minus_points: Number(r.minus_points),
    })),
    below: (row?.below ?? []).map((r) => ({ month: r.month, flights: Number(r.flights) })),
    states: {
      to_ldg: states("to_ldg"),
      sim: states("sim"),
      elearning: states("elearning"),
      line_check: states("line_check"),
    },
  };
}
