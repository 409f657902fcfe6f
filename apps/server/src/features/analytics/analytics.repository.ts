import { CRITERIA, STANDARD_SCORE, TREND_RECENT_GRADES } from "@trms/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { gradeMonthSums, pilotCriterionTrends } from "../../db/tables/analytics.table";
import { pilots } from "../../db/tables/pilot.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { rowsOf } from "../../lib/sql";
import { criterionScore, isGraded } from "../criteria-report";

/**
 * Which group a concordance row sums up (PostgreSQL's `grouping(instructor, criterion)` bits):
 * an instructor on a criterion, an instructor on every criterion, the fleet on a criterion, the fleet.
 */
export const ConcordanceGroup = {
  INSTRUCTOR_CRITERION: 0,
  INSTRUCTOR: 1,
  FLEET_CRITERION: 2,
  FLEET: 3,
} as const;

/** One group's graded scores and records; numeric figures as PostgreSQL's exact text. */
export interface ConcordanceRow {
  grouping: number;
  instructor_id: number | null;
  crew_code: string | null;
  full_name: string | null;
  /** The criterion's number, 1–16; null on an all-criteria row. */
  criterion: number | null;
  grades: number;
  mean: string | null;
  sd: string | null;
  below_standard: number;
  records: number;
  recommended: number;
  grounded: number;
}

export interface ConcordanceQuery {
  fleet: string;
  startDate: string;
  endDate: string;
}

/** One graded score of a pilot: the flight, its day and the criterion's number. */
export interface TrendGradeRow {
  training_flight_id: number;
  date_of_flight: string;
  criterion: number;
  score: number;
}

/** A criterion's mean and population sd over a fleet's grades, as PostgreSQL's exact text. */
export interface BandRow {
  criterion: number;
  mean: string | null;
  sd: string | null;
}

export interface Period {
  startDate?: string;
  endDate?: string;
}

/** The flights of the period, either end open when not given. */
const inPeriod = (period: Period): SQL | undefined =>
  and(
    period.startDate ? sql`${trainingFlights.dateOfFlight} >= ${period.startDate}` : undefined,
    period.endDate ? sql`${trainingFlights.dateOfFlight} <= ${period.endDate}` : undefined,
  );

/** The first day of a YYYY-MM-DD day's month, `months` months on (negative: back). */
function monthFirst(day: string, months = 0): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A period as the kept month sums can serve it: the first days of its first and last whole
 * months (null without one), and the partial days before and after them, read from the flights.
 */
export function splitPeriod(start: string, end: string) {
  const fullFrom = start.endsWith("-01") ? start : monthFirst(start, 1);
  const fullTo = dayBefore(monthFirst(end, 1)) === end ? monthFirst(end) : monthFirst(end, -1);
  if (fullFrom > fullTo) return { months: null, partial: [[start, end]] as [string, string][] };
  const partial: [string, string][] = [];
  if (start < fullFrom) partial.push([start, dayBefore(fullFrom)]);
  const after = monthFirst(fullTo, 1);
  if (end >= after) partial.push([after, end]);
  return { months: [fullFrom, fullTo] as [string, string], partial };
}

/**
 * Each instructor's grades of the fleet's trainees in the period per month (YYYY-MM) and criterion
 * (0: the flights with a graded score): the kept sums of the whole months and the flights of the
 * partial days, in the same columns. A flight's grades are `flight_grades` (migration 0036): the
 * criteria report's condition, N/A and missing scores left out.
 */
function gradeCells(query: ConcordanceQuery): SQL {
  const { months, partial } = splitPeriod(query.startDate, query.endDate);
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`
      select to_char(month, 'YYYY-MM') as month, instructor_id, criterion::int as criterion, grades,
             score_sum, score_squares, below_standard, records, recommended, grounded
        from ${gradeMonthSums}
       where fleet = ${query.fleet} and month between ${months[0]} and ${months[1]}`);
  if (partial.length) {
    const days = sql.join(
      partial.map(([from, to]) => sql`f.date_of_flight between ${from} and ${to}`),
      sql` or `,
    );
    const inFleetAndDays = sql`trainee.fleet = ${query.fleet} and (${days})`;
    parts.push(sql`
      select to_char(f.date_of_flight, 'YYYY-MM') as month, f.instructor_id, grade.criterion::int as criterion,
             count(*)::int as grades, sum(grade.score)::bigint as score_sum,
             sum(grade.score * grade.score)::bigint as score_squares,
             (count(*) filter (where grade.score < ${STANDARD_SCORE}))::int as below_standard,
             0 as records, 0 as recommended, 0 as grounded
        from ${trainingFlights} f
        join ${pilots} trainee on trainee.id = f.pilot_id
        cross join lateral flight_grades(f) grade
       where ${inFleetAndDays}
       group by 1, 2, 3`);
    parts.push(sql`
      select to_char(f.date_of_flight, 'YYYY-MM') as month, f.instructor_id, 0 as criterion, 0 as grades,
             0::bigint as score_sum, 0::bigint as score_squares, 0 as below_standard, count(*)::int as records,
             (count(*) filter (where f.recommendation))::int as recommended,
             (count(*) filter (where f.grounded))::int as grounded
        from ${trainingFlights} f
        join ${pilots} trainee on trainee.id = f.pilot_id
       where ${inFleetAndDays} and exists (select 1 from flight_grades(f))
       group by 1, 2`);
  }
  return sql.join(parts, sql` union all `);
}

/** An open period's ends for the month sums: before and after any record. */
const OPEN_START = "1900-01-01";
const OPEN_END = "2999-12-31";

/**
 * The population sd of the cells' grades from their count `n`, sum and sum of squares:
 * √((n·Σx² − (Σx)²) / n²), the whole-number numerator taken to 30 places (null without grades).
 */
const populationSd = (n: SQL) =>
  sql`sqrt((${n} * sum(cell.score_squares) - sum(cell.score_sum) ^ 2)::numeric(60, 30) / nullif(${n} ^ 2, 0))`;

/**
 * The graded scores (N/A and missing left out as the criteria report leaves them) of the flights
 * of the fleet's trainees in the period, in one pass: per instructor and criterion, per instructor,
 * per criterion and for the fleet (grouping sets). The trainee's fleet is the flight's (ADR 1063).
 */
export async function concordanceRows(db: Database, query: ConcordanceQuery): Promise<ConcordanceRow[]> {
  // Sums of the cells: the mean and the population sd from the count, sum and sum of squares in
  // numeric (n·Σx² − (Σx)² is a whole number, its root taken to 30 places); the flights' counts
  // from criterion 0.
  const grades = sql.raw("sum(cell.grades) filter (where cell.criterion > 0)");
  const result = await db.execute(sql`
    select grouping(cell.instructor_id, cell.criterion)::int as grouping,
           cell.instructor_id,
           min(instructor.crew_code) as crew_code,
           min(instructor.full_name) as full_name,
           cell.criterion,
           coalesce(${grades}, 0)::int as grades,
           (sum(cell.score_sum)::numeric / nullif(${grades}, 0))::text as mean,
           ${populationSd(grades)}::text as sd,
           coalesce(sum(cell.below_standard), 0)::int as below_standard,
           coalesce(sum(cell.records), 0)::int as records,
           coalesce(sum(cell.recommended), 0)::int as recommended,
           coalesce(sum(cell.grounded), 0)::int as grounded
      from (${gradeCells(query)}) cell
      join ${pilots} instructor on instructor.id = cell.instructor_id
     group by grouping sets ((cell.instructor_id, cell.criterion), (cell.instructor_id), (cell.criterion), ())`);
  return rowsOf<ConcordanceRow>(result);
}

/**
 * A pilot's graded scores of every criterion in the period, oldest first: `flight_grades`
 * (migration 0036), N/A and missing left out as the criteria report leaves them.
 */
export async function trendGrades(db: Database, pilotId: number, period: Period): Promise<TrendGradeRow[]> {
  const result = await db.execute(sql`
    select ${trainingFlights.id} as training_flight_id,
           ${trainingFlights.dateOfFlight}::text as date_of_flight,
           grade.criterion::int as criterion,
           grade.score::int as score
      from ${trainingFlights}
      cross join lateral flight_grades(${trainingFlights}) as grade
     where ${and(eq(trainingFlights.pilotId, pilotId), inPeriod(period))}
     order by grade.criterion, ${trainingFlights.dateOfFlight}, ${trainingFlights.id}`);
  return rowsOf<TrendGradeRow>(result);
}

/**
 * Each criterion's mean and population sd over the graded scores of the fleet's trainees in the
 * period (either end open), from the same month sums and partial days as the concordance's fleet
 * figures.
 */
export async function fleetBand(db: Database, fleet: string, period: Period): Promise<BandRow[]> {
  const cells = gradeCells({
    fleet,
    startDate: period.startDate ?? OPEN_START,
    endDate: period.endDate ?? OPEN_END,
  });
  const result = await db.execute(sql`
    select cell.criterion,
           (sum(cell.score_sum)::numeric / sum(cell.grades))::text as mean,
           ${populationSd(sql.raw("sum(cell.grades)"))}::text as sd
      from (${cells}) cell
     where cell.criterion > 0
     group by cell.criterion
    having sum(cell.grades) > 0`);
  const byCriterion = new Map(
    rowsOf<{ criterion: number; mean: string; sd: string }>(result).map((row) => [row.criterion, row]),
  );
  return CRITERIA.map((_, index) => ({
    criterion: index + 1,
    mean: byCriterion.get(index + 1)?.mean ?? null,
    sd: byCriterion.get(index + 1)?.sd ?? null,
  }));
}

/** The pilot's name, crew code and fleet; undefined when there is none. */
export async function trendPilot(db: Database, id: number) {
  const [found] = await db
    .select({
      id: pilots.id,
      crew_code: pilots.crewCode,
      full_name: pilots.fullName,
      fleet: pilots.fleet,
    })
    .from(pilots)
    .where(eq(pilots.id, id));
  return found;
}

/**
 * The graded scores of one criterion by one instructor on the fleet's trainees in the period,
 * newest first: the same rows the concordance counts for that figure.
 */
export async function concordanceRecordRows(
  db: Database,
  query: ConcordanceQuery & { instructorId: number; criterion: number },
) {
  const score = criterionScore(CRITERIA[query.criterion - 1]?.key ?? "");
  const result = await db.execute(sql`
    select ${trainingFlights.id} as training_flight_id,
           ${trainingFlights.dateOfFlight}::text as date_of_flight,
           trainee.id as pilot_id,
           trainee.crew_code as crew_code,
           trainee.full_name as full_name,
           ${score} as score
      from ${trainingFlights}
      join ${pilots} trainee on trainee.id = ${trainingFlights.pilotId}
     where trainee.fleet = ${query.fleet}
       and ${trainingFlights.instructorId} = ${query.instructorId}
       and ${trainingFlights.dateOfFlight} between ${query.startDate} and ${query.endDate}
       and ${isGraded(score)}
     order by ${trainingFlights.dateOfFlight} desc, ${trainingFlights.id} desc`);
  return rowsOf<{
    training_flight_id: number;
    date_of_flight: string;
    pilot_id: number;
    crew_code: string;
    full_name: string;
    score: number;
  }>(result);
}

/** The fleet's graded scores in the period per month and criterion: count and mean (exact text). */
export async function heatMapRows(db: Database, query: ConcordanceQuery) {
  const result = await db.execute(sql`
    select cell.month, cell.criterion, sum(cell.grades)::int as count,
           (sum(cell.score_sum)::numeric / sum(cell.grades))::text as mean
      from (${gradeCells(query)}) cell
     where cell.criterion > 0
     group by 1, 2
    having sum(cell.grades) > 0`);
  return rowsOf<{ month: string; criterion: number; count: number; mean: string }>(result);
}

/**
 * For each pilot of the fleet (or only those the instructor trained) and criterion with at least
 * three grades: the sum of the last three and the sum and count of the earlier ones, as the
 * writing transaction keeps them (pilot_criterion_trends, migration 0036).
 */
export async function warningSums(db: Database, fleet: string, trainedBy: number | null) {
  const result = await db.execute(sql`
    select trend.pilot_id, trainee.crew_code, trainee.full_name, trend.criterion::int as criterion,
           trend.recent_sum, trend.earlier_sum, trend.earlier_count
      from ${pilotCriterionTrends} trend
      join ${pilots} trainee on trainee.id = trend.pilot_id
     where trainee.fleet = ${fleet}
       and trend.graded >= ${TREND_RECENT_GRADES}
       ${
         trainedBy === null
           ? sql``
           : sql`and trend.pilot_id in (select ${trainingFlights.pilotId} from ${trainingFlights}
                                         where ${trainingFlights.instructorId} = ${trainedBy})`
       }
     order by trainee.full_name, trend.pilot_id, trend.criterion`);
  return rowsOf<{
    pilot_id: number;
    crew_code: string;
    full_name: string;
    criterion: number;
    recent_sum: number;
    earlier_sum: number;
    earlier_count: number;
  }>(result);
}
