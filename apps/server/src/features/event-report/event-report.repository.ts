import type {
  EventReport,
  EventReportListInput,
  EventReportMonthFigure,
  EventReportPilot,
  EventReportSortField,
  EventReportTopPilot,
  PilotEventReport,
} from "@trms/shared";
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  eventReportMonthTotals,
  eventReportPilots,
  eventReportPilotYearTotals,
  eventReports,
} from "../../db/tables/event-report.table";
import { pilots } from "../../db/tables/pilot.table";
import { countAll, listConditions, pagedQuery, rowsOf } from "../../lib/sql";
import { type RecordSelection, selectedIds, selectionLimit } from "../../lib/training-file-records";
import { endOfDay, startOfDay } from "./event-report.time";

const SORT_COLUMNS = {
  date_of_occurence: eventReports.occurredAt,
  flight_number: eventReports.flightNumber,
  minus_point: eventReports.minusPointTotal,
} as const satisfies Record<EventReportSortField, unknown>;

const reportColumns = {
  id: eventReports.id,
  occurredAt: eventReports.occurredAt,
  flightNumber: eventReports.flightNumber,
  aircraftRegistration: eventReports.aircraftRegistration,
  sector: eventReports.sector,
  content: eventReports.content,
  note: eventReports.note,
  fleet: eventReports.fleet,
  createdAt: eventReports.createdAt,
  updatedAt: eventReports.updatedAt,
};
type ReportRow = {
  id: number;
  occurredAt: Date;
  flightNumber: string;
  aircraftRegistration: string | null;
  sector: string;
  content: string;
  note: string | null;
  fleet: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A report's row as the replies carry it, before its pilots and files are attached. */
export function toReport(row: ReportRow): Omit<EventReport, "pilots" | "files"> {
  return {
    id: row.id,
    date_of_occurence: row.occurredAt.toISOString(),
    flight_number: row.flightNumber,
    aircraft_registration: row.aircraftRegistration,
    sector: row.sector,
    content: row.content,
    note: row.note,
    fleet: row.fleet,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a write stores on the report row. */
export interface EventReportValues {
  occurredAt: Date;
  occurredMonth: number;
  flightNumber: string;
  aircraftRegistration: string | null;
  sector: string;
  content: string;
  note: string | null;
  fleet: string | null;
  minusPointTotal: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A report naming a pilot, with that pilot's own minus point. */
const withMinusPoint =
  (pilotId: number) =>
  (row: ReportRow & { minusPoint: number }): Omit<PilotEventReport, "pilots" | "files"> => ({
    ...toReport(row),
    pilot_id: pilotId,
    minus_point: row.minusPoint,
  });

/** The reports a pilot is named in, with their minus point there. */
const namingPilot = (db: Database, where: SQL | undefined) =>
  db
    .select({ ...reportColumns, minusPoint: eventReportPilots.minusPoint })
    .from(eventReportPilots)
    .innerJoin(eventReports, eq(eventReports.id, eventReportPilots.reportId))
    .where(where)
    .$dynamic();

/** The pilots with these ids, for checking a report's names and the caller's scope. */
export async function reportPilotsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: pilots.id, fleet: pilots.fleet, userId: pilots.userId })
    .from(pilots)
    .where(inArray(pilots.id, ids));
}

export async function insertEventReport(db: Database, values: EventReportValues, createdBy: number | null) {
  const [row] = await db
    .insert(eventReports)
    .values({ ...values, createdBy })
    .returning({ id: eventReports.id });
  if (!row) throw new Error("event report insert failed");
  return row.id;
}

export async function updateEventReportRow(db: Database, id: number, values: EventReportValues) {
  await db
    .update(eventReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventReports.id, id));
}

/** Replaces the report's pilots with these, in this order. */
export async function setEventReportPilots(
  db: Database,
  reportId: number,
  occurredMonth: number,
  named: { pilot_id: number; minus_point: number }[],
) {
  await db.delete(eventReportPilots).where(eq(eventReportPilots.reportId, reportId));
  await db.insert(eventReportPilots).values(
    named.map((pilot, position) => ({
      reportId,
      pilotId: pilot.pilot_id,
      position,
      minusPoint: pilot.minus_point,
      occurredMonth,
    })),
  );
}

export async function deleteEventReportRow(db: Database, id: number) {
  await db.delete(eventReports).where(eq(eventReports.id, id));
}

/** The report row, locked for the rest of the transaction when `lock` is set. */
export async function eventReportRow(db: Database, id: number, lock = false) {
  const query = db.select(reportColumns).from(eventReports).where(eq(eventReports.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** The pilots of these reports, each report's in form order. */
export async function eventReportPilotsOf(
  db: Database,
  reportIds: number[],
): Promise<Map<number, EventReportPilot[]>> {
  const byReport = new Map<number, EventReportPilot[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      reportId: eventReportPilots.reportId,
      pilotId: eventReportPilots.pilotId,
      minusPoint: eventReportPilots.minusPoint,
      fullName: pilots.fullName,
      crewCode: pilots.crewCode,
      namePosition: pilots.namePosition,
      fleet: pilots.fleet,
    })
    .from(eventReportPilots)
    .innerJoin(pilots, eq(pilots.id, eventReportPilots.pilotId))
    .where(inArray(eventReportPilots.reportId, reportIds))
    .orderBy(asc(eventReportPilots.reportId), asc(eventReportPilots.position));
  for (const row of rows) {
    const list = byReport.get(row.reportId) ?? [];
    list.push({
      pilot_id: row.pilotId,
      full_name: row.fullName,
      crew_code: row.crewCode,
      name_position: row.namePosition,
      minus_point: row.minusPoint,
    });
    byReport.set(row.reportId, list);
  }
  return byReport;
}

/**
 * One page of reports, searched and sorted in SQL. The keyword matches the report's own text
 * (flight number, registration, sector, content, note) or a named pilot's name or crew code.
 */
export async function eventReportPage(
  db: Database,
  input: EventReportListInput,
  fleetScope: string | null,
  options: { withTotal?: boolean } = {},
) {
  const list = listConditions("event_report.list");
  if (fleetScope) list.add("scope", fleetScope, (p) => eq(eventReports.fleet, p));
  if (input.filters.fleet) list.add("fleet", input.filters.fleet, (p) => eq(eventReports.fleet, p));
  if (input.filters.pilot_id)
    list.add("pilot", input.filters.pilot_id, (p) =>
      inArray(
        eventReports.id,
        db
          .select({ id: eventReportPilots.reportId })
          .from(eventReportPilots)
          .where(eq(eventReportPilots.pilotId, p)),
      ),
    );
  if (input.keyword) {
    // The two searches run apart, each on its own trigram index, and their ids are joined:
    // an OR of the two would read every report to test the second one row by row.
    list.keyword(input.keyword, (contains) =>
      inArray(
        eventReports.id,
        union(
          db.select({ id: eventReports.id }).from(eventReports).where(contains(eventReports.searchText)),
          db
            .select({ id: eventReportPilots.reportId })
            .from(eventReportPilots)
            .innerJoin(pilots, eq(pilots.id, eventReportPilots.pilotId))
            .where(contains(pilots.searchText)),
        ),
      ),
    );
  }
  // The list's date is the date of occurrence, whole days in Vietnam time.
  const range = input.date_range;
  if (range?.start_date)
    list.add("start", startOfDay(range.start_date), (p) => gte(eventReports.occurredAt, p));
  if (range?.end_date) list.add("end", endOfDay(range.end_date), (p) => lt(eventReports.occurredAt, p));
  const where = list.where();
  const { rows, total } = await pagedQuery({
    rows: db.select(reportColumns).from(eventReports).$dynamic(),
    ids: db.select({ id: eventReports.id }).from(eventReports).where(where).$dynamic(),
    key: eventReports.id,
    page: input,
    sort: {
      columns: SORT_COLUMNS,
      fallback: eventReports.occurredAt,
      tiebreak: eventReports.id,
      sortAfterSearch: true,
    },
    count:
      options.withTotal === false ? null : db.select({ total: countAll() }).from(eventReports).where(where),
    prepared: list.prepared(),
  });
  return { rows: rows.map(toReport), total };
}

/** Every report naming this pilot, newest first, with the pilot's own minus point. */
export async function eventReportsNaming(db: Database, pilotId: number) {
  const rows = await namingPilot(db, eq(eventReportPilots.pilotId, pilotId)).orderBy(
    desc(eventReports.occurredAt),
    desc(eventReports.id),
  );
  return rows.map(withMinusPoint(pilotId));
}

/** The reports naming this pilot that the selection names, in id order, as `byPilot` reads them. */
export async function eventReportsOfPilot(db: Database, pilotId: number, selection: RecordSelection) {
  const rows = await namingPilot(
    db,
    and(eq(eventReportPilots.pilotId, pilotId), selectedIds(eventReports.id, selection)),
  )
    .orderBy(asc(eventReports.id))
    .limit(selectionLimit(selection));
  return rows.map(withMinusPoint(pilotId));
}

/** Reports and minus points per month and fleet, off the kept month totals (migration 0024). */
export async function eventReportMonthFigures(
  db: Database,
  months: number[],
  fleetScope: string | null,
): Promise<EventReportMonthFigure[]> {
  const rows = await db
    .select({
      month: eventReportMonthTotals.occurredMonth,
      fleet: eventReportMonthTotals.fleet,
      reports: eventReportMonthTotals.reports,
      minusPoints: eventReportMonthTotals.minusPoints,
    })
    .from(eventReportMonthTotals)
    .where(
      and(
        inArray(eventReportMonthTotals.occurredMonth, months),
        gt(eventReportMonthTotals.reports, 0),
        fleetScope ? eq(eventReportMonthTotals.fleet, fleetScope) : undefined,
      ),
    )
    .orderBy(asc(eventReportMonthTotals.occurredMonth), asc(eventReportMonthTotals.fleet));
  return rows.map((row) => ({
    year: Math.floor(row.month / 100),
    month: row.month % 100,
    fleet: row.fleet === "" ? null : row.fleet,
    reports: row.reports,
    minus_points: round2(Number(row.minusPoints)),
  }));
}

/**
 * The pilots with the most minus points over these whole years, at most `limit`, off the kept
 * pilot-year totals (migration 0024): one row per pilot and year, not one per pilot line. The
 * pilots are then read by key for the summed ids only, never the whole pilot table.
 */
export async function eventReportTopPilots(
  db: Database,
  years: number[],
  fleetScope: string | null,
  limit: number,
): Promise<EventReportTopPilot[]> {
  const rows = rowsOf<{
    pilot_id: number;
    reports: number;
    minus_points: string;
    crew_code: string;
    full_name: string;
    fleet: string | null;
  }>(
    await db.execute(sql`
      with totals as materialized (
        select pilot_id, sum(reports)::int as reports, sum(minus_points) as minus_points
        from event_report_pilot_year_totals
        where ${inArray(eventReportPilotYearTotals.year, years)}
        group by pilot_id
        having sum(reports) > 0
      )
      select t.pilot_id, t.reports, t.minus_points, p.crew_code, p.full_name, p.fleet
      from totals t
      join pilots p on p.id = t.pilot_id
      where p.id = any(array(select pilot_id from totals))
        ${fleetScope ? sql`and p.fleet = ${fleetScope}` : sql``}
      order by t.minus_points desc, t.reports desc, p.full_name asc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    pilot_id: row.pilot_id,
    crew_code: row.crew_code,
    full_name: row.full_name,
    fleet: row.fleet,
    reports: Number(row.reports),
    minus_points: round2(Number(row.minus_points)),
  }));
}
