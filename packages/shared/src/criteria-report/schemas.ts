import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText, fileUrlText } from "../api/replies";
import { CRITERIA, type CriterionKey, FlightType } from "../training-flight/constants";

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
export const criteriaScoreSchema = z.object({
  score: z.number(),
  date_of_flight: dateText,
  /** The training flight, for its detail screen, and its type for the tooltip. */
  training_flight_id: z.number(),
  flight_type: z.enum(FlightType),
});
export type CriteriaScore = z.infer<typeof criteriaScoreSchema>;

/** A criterion's average over the last 12 months, from the graded scores only. */
export const criterionAverageSchema = z.object({
  criteria: z.number(),
  key: z.enum(CRITERIA.map((c) => c.key) as [CriterionKey, ...CriterionKey[]]),
  /** Null when no flight graded it in those months. */
  average: z.number().nullable(),
  count: z.number(),
});
export type CriterionAverage = z.infer<typeof criterionAverageSchema>;

export const criteriaReportPilotSchema = z.object({
  id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
  avatar: fileUrlText.nullable(),
});
export type CriteriaReportPilot = z.infer<typeof criteriaReportPilotSchema>;

/** `get_criteria_report_by_pilot_id`: one criterion's scores over time, the pilot, every criterion's average. */
export const criteriaReportReplySchema = z.object({
  criterias: z.array(criteriaScoreSchema),
  pilot: criteriaReportPilotSchema,
  /** Every criterion's average since `averages_since` (YYYY-MM-DD), in criterion order. */
  averages: z.array(criterionAverageSchema),
  averages_since: dateText,
});
export type CriteriaReportReply = z.infer<typeof criteriaReportReplySchema>;
