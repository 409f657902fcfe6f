import { FLIGHT_CHECKS, PHASE_CHECKS, STANDARD_SCORE } from "@trms/shared";
import { and, asc, between, count, eq, or, type SQL, type SQLChunk, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { baseTrainings } from "../../db/tables/base-training.table";
import { pilots } from "../../db/tables/pilot.table";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import { theoryTests } from "../../db/tables/theory-test.table";
import { trainingFlights } from "../../db/tables/training-flight.table";

/** The first and last day of the month, YYYY-MM-DD. */
export interface MonthRange {
  start: string;
  end: string;
}

/** The tables of the four kinds of training record, each with its pilot and id columns. */
type RecordTable =
  | typeof trainingFlights
  | typeof baseTrainings
  | typeof theoryTests
  | typeof progressTheoryReports;

/** The cover page's totals for one month and one pilot scope. */
export interface MonthlyTotals {
  pilotsInScope: number;
  pilotsWithRecords: number;
  trainingFlights: number;
  checks: number;
  checksPassed: number;
  checksFailed: number;
  belowStandardCriteria: number;
  groundedFlights: number;
  pilotsGrounded: number;
  baseTrainings: number;
  baseTrainingsPassed: number;
  baseTrainingsFailed: number;
  theoryTests: number;
  theoryTestsPassed: number;
  theoryTestsFailed: number;
  progressTheoryReports: number;
  progressTheoryBelowStandard: number;
}

export interface ReportPilot {
  id: number;
  fullName: string;
  crewCode: string;
  fleet: string | null;
}

const n = sql<number>;
const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * A check passed, in SQL: the same rule as `checkResult` in shared (ADR 0080) — a phase check with
 * normal progress, a progress or final check with an overall performance at the standard or above.
 */
const CHECK_PASSED = sql`((${trainingFlights.flightType} in (${list(PHASE_CHECKS)}) and ${trainingFlights.phaseNormalProgress} is true) or (${trainingFlights.flightType} in (${list(FLIGHT_CHECKS)}) and coalesce(${trainingFlights.checkOverallPerformance}, 0) >= ${STANDARD_SCORE}))`;
const IS_CHECK = sql`${trainingFlights.flightType} in (${list([...PHASE_CHECKS, ...FLIGHT_CHECKS])})`;
/** Criteria scored under the standard (N/A is 6, so never counted). */
const BELOW_STANDARD = sql`(select count(*) from jsonb_each(${trainingFlights.criteria}) as c where (c.value->>'score')::int < ${STANDARD_SCORE})`;

/**
 * The criteria under the standard as "key:score" pairs joined by commas ("landing:2,procedures:1"),
 * or null: read in SQL, so the report never ships and parses the 16 criteria of every flight.
 */
const BELOW_STANDARD_LIST = sql<
  string | null
>`(select string_agg(c.key || ':' || (c.value->>'score'), ',' order by c.key) from jsonb_each(${trainingFlights.criteria}) as c where (c.value->>'score')::int < ${STANDARD_SCORE})`;

// What the monthly accumulated report reads: aggregates for the cover, then pilots page by page.
const inScope = (scope: SQL | undefined, ...conditions: (SQL | undefined)[]) => and(scope, ...conditions);
const flightsOf = (month: MonthRange) => between(trainingFlights.dateOfFlight, month.start, month.end);
const baseOf = (month: MonthRange) => between(baseTrainings.dateOfFlight, month.start, month.end);
const theoryOf = (month: MonthRange) => between(theoryTests.dateOfTest, month.start, month.end);
const progressOf = (month: MonthRange) => between(progressTheoryReports.dateOfTest, month.start, month.end);

/** A pilot with any record of the month (each probe reads a (pilot_id, date, id) index). */
const hasRecords = (month: MonthRange) =>
  sql`(exists (select 1 from ${trainingFlights} where ${trainingFlights.pilotId} = ${pilots.id} and ${flightsOf(month)})
    or exists (select 1 from ${baseTrainings} where ${baseTrainings.pilotId} = ${pilots.id} and ${baseOf(month)})
    or exists (select 1 from ${theoryTests} where ${theoryTests.pilotId} = ${pilots.id} and ${theoryOf(month)})
    or exists (select 1 from ${progressTheoryReports} where ${progressTheoryReports.pilotId} = ${pilots.id} and ${progressOf(month)}))`;

/** The month's aggregates for the cover. */
export async function monthlyTotals(
  db: Database,
  scope: SQL | undefined,
  month: MonthRange,
): Promise<MonthlyTotals> {
  const [pilotCounts] = await db
    .select({
      inScope: count(),
      withRecords: n`count(*) filter (where ${hasRecords(month)})`.mapWith(Number),
    })
    .from(pilots)
    .where(scope);
  const [flights] = await db
    .select({
      flights: count(),
      checks: n`count(*) filter (where ${IS_CHECK})`.mapWith(Number),
      passed: n`count(*) filter (where ${CHECK_PASSED})`.mapWith(Number),
      belowStandard: n`coalesce(sum(${BELOW_STANDARD}), 0)`.mapWith(Number),
      grounded: n`count(*) filter (where ${trainingFlights.grounded})`.mapWith(Number),
      pilotsGrounded:
        n`count(distinct ${trainingFlights.pilotId}) filter (where ${trainingFlights.grounded})`.mapWith(
          Number,
        ),
    })
    .from(trainingFlights)
    .innerJoin(pilots, eq(pilots.id, trainingFlights.pilotId))
    .where(inScope(scope, flightsOf(month)));
  const [base] = await db
    .select({ all: count(), passed: n`count(*) filter (where ${baseTrainings.result})`.mapWith(Number) })
    .from(baseTrainings)
    .innerJoin(pilots, eq(pilots.id, baseTrainings.pilotId))
    .where(inScope(scope, baseOf(month)));
  const [theory] = await db
    .select({ all: count(), passed: n`count(*) filter (where ${theoryTests.result})`.mapWith(Number) })
    .from(theoryTests)
    .innerJoin(pilots, eq(pilots.id, theoryTests.pilotId))
    .where(inScope(scope, theoryOf(month)));
  const [progress] = await db
    .select({
      all: count(),
      below:
        n`count(*) filter (where ${progressTheoryReports.overallPerformance} < ${STANDARD_SCORE})`.mapWith(
          Number,
        ),
    })
    .from(progressTheoryReports)
    .innerJoin(pilots, eq(pilots.id, progressTheoryReports.pilotId))
    .where(inScope(scope, progressOf(month)));
  const checks = flights?.checks ?? 0;
  const checksPassed = flights?.passed ?? 0;
  return {
    pilotsInScope: pilotCounts?.inScope ?? 0,
    pilotsWithRecords: pilotCounts?.withRecords ?? 0,
    trainingFlights: flights?.flights ?? 0,
    checks,
    checksPassed,
    checksFailed: checks - checksPassed,
    belowStandardCriteria: flights?.belowStandard ?? 0,
    groundedFlights: flights?.grounded ?? 0,
    pilotsGrounded: flights?.pilotsGrounded ?? 0,
    baseTrainings: base?.all ?? 0,
    baseTrainingsPassed: base?.passed ?? 0,
    baseTrainingsFailed: (base?.all ?? 0) - (base?.passed ?? 0),
    theoryTests: theory?.all ?? 0,
    theoryTestsPassed: theory?.passed ?? 0,
    theoryTestsFailed: (theory?.all ?? 0) - (theory?.passed ?? 0),
    progressTheoryReports: progress?.all ?? 0,
    progressTheoryBelowStandard: progress?.below ?? 0,
  };
}

/**
 * The next page of pilots with records in the month (by name then id, after the given one),
 * each with the month's records of every kind as one JSON text of row arrays, in date order.
 * One round trip a page; the rows stay one compact string per pilot until that pilot is
 * written (`pilotSection`), instead of a driver row and a mapped object per field and record
 * living through the writing of the whole page.
 */
export function monthlyPilotsPage(
  db: Database,
  scope: SQL | undefined,
  month: MonthRange,
  after: { fullName: string; id: number } | null,
  limit: number,
): Promise<PilotRecordsRow[]> {
  const keyset = after
    ? or(
        sql`${pilots.fullName} > ${after.fullName}`,
        and(eq(pilots.fullName, after.fullName), sql`${pilots.id} > ${after.id}`),
      )
    : undefined;
  const page = db
    .select({ id: pilots.id, fullName: pilots.fullName, crewCode: pilots.crewCode, fleet: pilots.fleet })
    .from(pilots)
    .where(and(scope, keyset, hasRecords(month)))
    .orderBy(asc(pilots.fullName), asc(pilots.id))
    .limit(limit)
    .as("page");
  // Each list is aggregated only for the page's pilots, after the limit. The page's id is
  // named with its alias: Drizzle writes a subquery's own fields unqualified, and a bare "id"
  // inside the list's subquery would name the record's id.
  const pilotOfPage = sql`${sql.identifier("page")}.${sql.identifier("id")}`;
  const rows = (table: RecordTable, date: SQLChunk, fields: Record<string, SQLChunk>, when: SQL) =>
    sql<
      string | null
    >`(select json_agg(json_build_array(${sql.join(Object.values(fields), sql`, `)}) order by ${date}, ${table.id})::text from ${table} where ${table.pilotId} = ${pilotOfPage} and ${when})`;
  return db
    .select({
      id: page.id,
      fullName: page.fullName,
      crewCode: page.crewCode,
      fleet: page.fleet,
      flights: rows(trainingFlights, trainingFlights.dateOfFlight, FLIGHT_FIELDS, flightsOf(month)),
      baseTrainings: rows(baseTrainings, baseTrainings.dateOfFlight, BASE_FIELDS, baseOf(month)),
      theoryTests: rows(theoryTests, theoryTests.dateOfTest, THEORY_FIELDS, theoryOf(month)),
      progressTheory: rows(
        progressTheoryReports,
        progressTheoryReports.dateOfTest,
        PROGRESS_FIELDS,
        progressOf(month),
      ),
    })
    .from(page)
    .orderBy(asc(page.fullName), asc(page.id));
}

/** A page row: the pilot, and each kind of record of the month as JSON row arrays (null: none). */
export interface PilotRecordsRow extends ReportPilot {
  flights: string | null;
  baseTrainings: string | null;
  theoryTests: string | null;
  progressTheory: string | null;
}

export interface ReportFlight {
  dateOfFlight: string;
  flightType: number;
  routes: string;
  instructorName: string;
  grounded: boolean;
  /** The criteria under the standard as "key:score" pairs joined by commas, or null. */
  belowStandard: string | null;
  phaseNormalProgress: boolean | null;
  checkOverallPerformance: number | null;
  status: number;
}

export interface ReportBaseTraining {
  dateOfFlight: string;
  airport: string;
  instructorName: string;
  result: boolean | null;
  preDepartureAndPostFlight: number;
  toGaClb: number;
  cruiseDescentApproach: number;
  landing: number;
  circuit: number;
  acHandling: number;
  othersCriteria: string | null;
  othersPoint: number | null;
  status: number;
}

export interface ReportTheoryTest {
  dateOfTest: string;
  instructorName: string;
  result: boolean | null;
  status: number;
}

export interface ReportProgressTheory {
  dateOfTest: string;
  instructorName: string;
  overallPerformance: number;
  status: number;
}

/**
 * What each JSON row array holds, in order: the record's field and the column or expression it
 * comes from. The query writes the values in this order and `decode` reads them back by it.
 */
type Fields<R> = Record<keyof R, SQLChunk>;

const FLIGHT_FIELDS = {
  dateOfFlight: trainingFlights.dateOfFlight,
  flightType: trainingFlights.flightType,
  routes: trainingFlights.routes,
  instructorName: trainingFlights.instructorName,
  grounded: trainingFlights.grounded,
  belowStandard: BELOW_STANDARD_LIST,
  phaseNormalProgress: trainingFlights.phaseNormalProgress,
  checkOverallPerformance: trainingFlights.checkOverallPerformance,
  status: trainingFlights.status,
} satisfies Fields<ReportFlight>;
const BASE_FIELDS = {
  dateOfFlight: baseTrainings.dateOfFlight,
  airport: baseTrainings.airport,
  instructorName: baseTrainings.instructorName,
  result: baseTrainings.result,
  preDepartureAndPostFlight: baseTrainings.preDepartureAndPostFlight,
  toGaClb: baseTrainings.toGaClb,
  cruiseDescentApproach: baseTrainings.cruiseDescentApproach,
  landing: baseTrainings.landing,
  circuit: baseTrainings.circuit,
  acHandling: baseTrainings.acHandling,
  othersCriteria: baseTrainings.othersCriteria,
  othersPoint: baseTrainings.othersPoint,
  status: baseTrainings.status,
} satisfies Fields<ReportBaseTraining>;
const THEORY_FIELDS = {
  dateOfTest: theoryTests.dateOfTest,
  instructorName: theoryTests.instructorName,
  result: theoryTests.result,
  status: theoryTests.status,
} satisfies Fields<ReportTheoryTest>;
const PROGRESS_FIELDS = {
  dateOfTest: progressTheoryReports.dateOfTest,
  instructorName: progressTheoryReports.instructorName,
  overallPerformance: progressTheoryReports.overallPerformance,
  status: progressTheoryReports.status,
} satisfies Fields<ReportProgressTheory>;

/** One pilot's JSON row arrays as records, each value under its field in `fields`' order. */
function decode<R>(json: string | null, fields: Fields<R>): R[] {
  if (json === null) return [];
  const keys = Object.keys(fields);
  return (JSON.parse(json) as unknown[][]).map((values) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      record[key] = values[i];
    });
    return record as R;
  });
}

/** One pilot's section from its page row, decoded only when the pilot is about to be written. */
export function pilotRecords(row: PilotRecordsRow) {
  return {
    pilot: { id: row.id, fullName: row.fullName, crewCode: row.crewCode, fleet: row.fleet },
    flights: decode<ReportFlight>(row.flights, FLIGHT_FIELDS),
    baseTrainings: decode<ReportBaseTraining>(row.baseTrainings, BASE_FIELDS),
    theoryTests: decode<ReportTheoryTest>(row.theoryTests, THEORY_FIELDS),
    progressTheory: decode<ReportProgressTheory>(row.progressTheory, PROGRESS_FIELDS),
  };
}
