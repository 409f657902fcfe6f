import { NOT_APPLICABLE } from "@trms/shared";
import { type SQL, sql } from "drizzle-orm";
import { trainingFlights } from "../../db/tables/training-flight.table";

/** A criterion's score on a flight, as a number; null when it is missing. */
export const criterionScore = (key: string) =>
  sql<number | null>`(${trainingFlights.criteria} -> ${key} ->> 'score')::int`;

/**
 * Whether a score counts as a grade: 1–5. N/A (6) and a missing score are left out; the criteria
 * report and the analytics read every grade through this one condition.
 */
export const isGraded = (score: SQL) => sql`${score} between 1 and ${NOT_APPLICABLE - 1}`;
