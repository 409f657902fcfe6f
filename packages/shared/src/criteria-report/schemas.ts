import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { CRITERIA, type CriterionKey, type FlightType } from "../training-flight/constants";

/** The averages look back this many months from today (ADR 0070). */
export const CRITERIA_AVERAGE_MONTHS = 12;
/** The chart's score axis (part2 §9): 0 to 5 in steps of 1. */
export const CRITERIA_CHART_AXIS = { min: 0, max: 5, step: 1 } as const;

/** A criterion's number, 1–16, in the training flight's order (CRITERIA). */
export const criterionNumberSchema = z.coerce
  .number({ error: "field_invalid" })
  .int({ error: "field_invalid" })
  .min(1, { error: "field_invalid" })
  .max(CRITERIA.length, { error: "field_invalid" });

/** flt_training/get_criteria_report_by_pilot_id. */
export const criteriaReportSchema = z.strictObject({
  pilot_id: recordIdSchema,
  criteria: criterionNumberSchema,
});
export type CriteriaReportInput = z.infer<typeof criteriaReportSchema>;

/** The key of criterion number n (1-based). */
export const criterionKey = (n: number): CriterionKey => {
  const criterion = CRITERIA[n - 1];
  if (!criterion) throw new RangeError(`criterion ${n}`);
  return criterion.key;
};

/** One graded score of the criterion on one training flight (N/A dropped). */
export interface CriteriaScore {
  score: number;
  date_of_flight: string;
  /** The training flight, for its detail screen, and its type for the tooltip. */
  training_flight_id: number;
  flight_type: FlightType;
}

/** A criterion's average over the last 12 months, from the graded scores only. */
export interface CriterionAverage {
  criteria: number;
  key: CriterionKey;
  /** Null when no flight graded it in those months. */
  average: number | null;
  count: number;
}

export interface CriteriaReportPilot {
  id: number;
  crew_code: string;
  full_name: string;
  fleet: string | null;
  avatar: string | null;
}

export interface CriteriaReportReply {
  criterias: CriteriaScore[];
  pilot: CriteriaReportPilot;
  /** Every criterion's average since `averages_since` (YYYY-MM-DD), in criterion order. */
  averages: CriterionAverage[];
  averages_since: string;
}
