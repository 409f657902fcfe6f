import { CRITERIA, type CriteriaScore, type CriterionAverage } from "@trms/shared";
import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { isGraded, criterionScore as scoreOf } from "./criteria-report.scores";

/** The pilot's graded scores of one criterion (N/A and missing dropped), oldest flight first. */
export async function criterionScores(db: Database, pilotId: number, key: string): Promise<CriteriaScore[]> {
  const score = scoreOf(key);
  const rows = await db
    .select({
      score,
      date_of_flight: trainingFlights.dateOfFlight,
      training_flight_id: trainingFlights.id,
      flight_type: trainingFlights.flightType,
    })
    .from(trainingFlights)
    .where(and(eq(trainingFlights.pilotId, pilotId), isGraded(score)))
    .orderBy(asc(trainingFlights.dateOfFlight), asc(trainingFlights.id));
  return rows.map((row) => ({
    score: Number(row.score),
    date_of_flight: row.date_of_flight,
    training_flight_id: row.training_flight_id,
    flight_type: row.flight_type as CriteriaScore["flight_type"],
  }));
}

/** Every criterion's average of the graded scores on flights from `since` (YYYY-MM-DD) on. */
export async function criterionAverages(
  db: Database,
  pilotId: number,
  since: string,
): Promise<CriterionAverage[]> {
  // One pass over the pilot's recent flights (the pilot/date index), every criterion at once.
  const columns = Object.fromEntries(
    CRITERIA.flatMap((criterion) => {
      const score = scoreOf(criterion.key);
      const graded = isGraded(score);
      return [
        [`${criterion.key}_avg`, sql<string | null>`avg(${score}) filter (where ${graded})`],
        [`${criterion.key}_count`, sql<number>`count(*) filter (where ${graded})`.mapWith(Number)],
      ];
    }),
  ) as Record<string, SQL.Aliased | SQL>;
  const [row = {}] = (await db
    .select(columns as Record<string, SQL>)
    .from(trainingFlights)
    .where(and(eq(trainingFlights.pilotId, pilotId), gte(trainingFlights.dateOfFlight, since)))) as Record<
    string,
    unknown
  >[];
  return CRITERIA.map((criterion, index) => {
    const average = row[`${criterion.key}_avg`];
    return {
      criteria: index + 1,
      key: criterion.key,
      average: average == null ? null : Math.round(Number(average) * 100) / 100,
      count: Number(row[`${criterion.key}_count`] ?? 0),
    };
  });
}
