import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText } from "../api/replies";
import { FLEETS, TEXT_MAX } from "../constants";
import { isoDateSchema } from "../lists/schemas";
import { CRITERIA, type CriterionKey } from "../training-flight/constants";
import {
  ANALYTICS_MAX_PERIOD_YEARS,
  CONCORDANCE_DEFAULT_DISTANCE,
  CONCORDANCE_DEFAULT_MIN_GRADES,
  CONCORDANCE_MAX_DISTANCE,
  CONCORDANCE_MAX_MIN_GRADES,
  PIPELINE_KINDS,
  TREND_WARNINGS,
} from "./constants";

/**
 * Whether a fleet's period spans at most ANALYTICS_MAX_PERIOD_YEARS (the end before the start's day
 * that many years on): the ten years of records the analytics are sized and benched for.
 * ISO dates compare as text, so a 29 February start needs no calendar.
 */
export const withinMaxPeriod = (input: { start_date: string; end_date: string }) =>
  input.end_date <
  `${Number(input.start_date.slice(0, 4)) + ANALYTICS_MAX_PERIOD_YEARS}${input.start_date.slice(4)}`;

/**
 * analytics/instructor_concordance: one fleet's training-flight grades of a period (both days
 * included), the minimum number of grades and the distance (in the fleet's standard deviations)
 * that flag an instructor's mean on a criterion.
 */
export const instructorConcordanceSchema = z
  .strictObject({
    fleet: z.enum(FLEETS, { error: "analytics_fleet_unknown" }),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    min_grades: z.coerce
      .number({ error: "analytics_min_grades_invalid" })
      .int({ error: "analytics_min_grades_invalid" })
      .min(1, { error: "analytics_min_grades_invalid" })
      .max(CONCORDANCE_MAX_MIN_GRADES, { error: "analytics_min_grades_invalid" })
      .default(CONCORDANCE_DEFAULT_MIN_GRADES),
    distance: z.coerce
      .number({ error: "analytics_distance_invalid" })
      .gt(0, { error: "analytics_distance_invalid" })
      .max(CONCORDANCE_MAX_DISTANCE, { error: "analytics_distance_invalid" })
      .default(CONCORDANCE_DEFAULT_DISTANCE),
  })
  .refine((input) => input.start_date <= input.end_date, {
    path: ["start_date"],
    error: "alert_start_after_end",
  })
  .refine(withinMaxPeriod, { path: ["start_date"], error: "analytics_period_too_long" });
export type InstructorConcordanceInput = z.infer<typeof instructorConcordanceSchema>;

const criterionKeySchema = z.enum(CRITERIA.map((c) => c.key) as [CriterionKey, ...CriterionKey[]]);

/** One criterion's graded scores (N/A dropped) of a group: null figures when it has none. */
export const criterionFiguresSchema = z.object({
  /** The criterion's number, 1–16. */
  criteria: z.number(),
  key: criterionKeySchema,
  count: z.number(),
  mean: z.number().nullable(),
  /** Population standard deviation of the grades (ADR 1063). */
  sd: z.number().nullable(),
  /** The share (0–1) of grades below standard (under 3). */
  below_standard_share: z.number().nullable(),
});
export type CriterionFigures = z.infer<typeof criterionFiguresSchema>;

/** An instructor's figures on a criterion, with the distance to the fleet's mean and the flag. */
export const instructorCriterionSchema = criterionFiguresSchema.extend({
  /** Instructor mean minus fleet mean; null when the instructor gave no grade. */
  difference: z.number().nullable(),
  /** |difference| > distance × fleet sd, with at least min_grades grades. */
  flagged: z.boolean(),
});
export type InstructorCriterion = z.infer<typeof instructorCriterionSchema>;

/** The training flights of a group with at least one graded criterion, and their outcomes. */
const recordFigures = {
  records: z.number(),
  grades: z.number(),
  /** Shares (0–1) of those records with a recommendation, and grounded; null without records. */
  recommendation_share: z.number().nullable(),
  grounded_share: z.number().nullable(),
};

export const concordanceInstructorSchema = z.object({
  instructor_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  ...recordFigures,
  /** How many of the criteria are flagged. */
  flagged: z.number(),
  criteria: z.array(instructorCriterionSchema),
});
export type ConcordanceInstructor = z.infer<typeof concordanceInstructorSchema>;

/** analytics/instructor_concordance's reply; an instructor's reply holds only their own row. */
export const instructorConcordanceReplySchema = z.object({
  fleet: z.enum(FLEETS),
  start_date: dateText,
  end_date: dateText,
  min_grades: z.number(),
  distance: z.number(),
  /** No graded criterion in the fleet and period: every figure is null, none is zero. */
  empty: z.boolean(),
  fleet_figures: z.object({ ...recordFigures, criteria: z.array(criterionFiguresSchema) }),
  instructors: z.array(concordanceInstructorSchema),
});
export type InstructorConcordanceReply = z.infer<typeof instructorConcordanceReplySchema>;

/** The graded scores behind one instructor's figure on a criterion: the records one click away. */
export const concordanceRecordsSchema = z
  .strictObject({
    fleet: z.enum(FLEETS, { error: "analytics_fleet_unknown" }),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    instructor_id: recordIdSchema,
    criteria: z.coerce
      .number({ error: "field_invalid" })
      .int({ error: "field_invalid" })
      .min(1, { error: "field_invalid" })
      .max(CRITERIA.length, { error: "field_invalid" }),
  })
  .refine((input) => input.start_date <= input.end_date, {
    path: ["start_date"],
    error: "alert_start_after_end",
  })
  .refine(withinMaxPeriod, { path: ["start_date"], error: "analytics_period_too_long" });
export type ConcordanceRecordsInput = z.infer<typeof concordanceRecordsSchema>;

/** One graded score behind the figure: the training flight, its day, the trainee and the score. */
export const concordanceRecordSchema = z.object({
  training_flight_id: z.number(),
  date_of_flight: dateText,
  pilot_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  score: z.number(),
});
export type ConcordanceRecord = z.infer<typeof concordanceRecordSchema>;

/** analytics/concordance_records's reply, newest first. */
export const concordanceRecordsReplySchema = z.object({ records: z.array(concordanceRecordSchema) });
export type ConcordanceRecordsReply = z.infer<typeof concordanceRecordsReplySchema>;

/** analytics/pilot_trends: one pilot's grades per criterion over a period (every day when not given). */
export const pilotTrendsSchema = z
  .strictObject({
    pilot_id: recordIdSchema,
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
  })
  .refine((input) => !input.start_date || !input.end_date || input.start_date <= input.end_date, {
    path: ["start_date"],
    error: "alert_start_after_end",
  });
export type PilotTrendsInput = z.infer<typeof pilotTrendsSchema>;

/** One graded score of the pilot on one training flight (N/A dropped). */
export const trendGradeSchema = z.object({
  training_flight_id: z.number(),
  date_of_flight: dateText,
  score: z.number(),
});
export type TrendGrade = z.infer<typeof trendGradeSchema>;

/** The least-squares line of score over date through the pilot's grades, at its first and last day. */
export const trendLineSchema = z.object({
  start_date: dateText,
  start_value: z.number(),
  end_date: dateText,
  end_value: z.number(),
  /** Points per 30 days. */
  slope_per_month: z.number(),
});
export type TrendLine = z.infer<typeof trendLineSchema>;

export const criterionTrendSchema = z.object({
  criteria: z.number(),
  key: criterionKeySchema,
  /** Oldest first. */
  grades: z.array(trendGradeSchema),
  mean: z.number().nullable(),
  /** Null with fewer than two grades or all on one day. */
  trend: trendLineSchema.nullable(),
  /** The fleet's mean and population sd of the criterion over the same period (the band). */
  fleet_mean: z.number().nullable(),
  fleet_sd: z.number().nullable(),
  /** The last three grades' mean, and the mean of the grades before them; null without enough. */
  recent_mean: z.number().nullable(),
  earlier_mean: z.number().nullable(),
  warnings: z.array(z.enum(TREND_WARNINGS)),
});
export type CriterionTrend = z.infer<typeof criterionTrendSchema>;

/** analytics/pilot_trends's reply: the pilot and each of the 16 criteria in order. */
export const pilotTrendsReplySchema = z.object({
  pilot: z.object({
    id: z.number(),
    crew_code: z.string(),
    full_name: z.string(),
    fleet: z.string().nullable(),
  }),
  start_date: dateText.nullable(),
  end_date: dateText.nullable(),
  /** No graded criterion of the pilot in the period. */
  empty: z.boolean(),
  criteria: z.array(criterionTrendSchema),
});
export type PilotTrendsReply = z.infer<typeof pilotTrendsReplySchema>;

/** analytics/fleet_heat_map: a fleet's mean grade of each criterion in each month of a period. */
export const fleetHeatMapSchema = z
  .strictObject({
    fleet: z.enum(FLEETS, { error: "analytics_fleet_unknown" }),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
  })
  .refine((input) => input.start_date <= input.end_date, {
    path: ["start_date"],
    error: "alert_start_after_end",
  })
  .refine(withinMaxPeriod, { path: ["start_date"], error: "analytics_period_too_long" });
export type FleetHeatMapInput = z.infer<typeof fleetHeatMapSchema>;

/** One month's row of the heat map: each criterion's graded count and mean (null without grades). */
export const heatMapMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  criteria: z.array(z.object({ criteria: z.number(), count: z.number(), mean: z.number().nullable() })),
});
export type HeatMapMonth = z.infer<typeof heatMapMonthSchema>;

/** analytics/fleet_heat_map's reply: every month the period touches, oldest first. */
export const fleetHeatMapReplySchema = z.object({
  fleet: z.enum(FLEETS),
  start_date: dateText,
  end_date: dateText,
  /** No graded criterion in the fleet and period. */
  empty: z.boolean(),
  months: z.array(heatMapMonthSchema),
});
export type FleetHeatMapReply = z.infer<typeof fleetHeatMapReplySchema>;

/** analytics/pilots_with_warnings: the pilots of a fleet whose trend warns on some criterion now. */
export const pilotsWithWarningsSchema = z.strictObject({
  fleet: z.enum(FLEETS, { error: "analytics_fleet_unknown" }),
});
export type PilotsWithWarningsInput = z.infer<typeof pilotsWithWarningsSchema>;

export const pilotWarningSchema = z.object({
  pilot_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  /** The criteria that warn, in order, with why. */
  criteria: z.array(
    z.object({ criteria: z.number(), key: criterionKeySchema, warnings: z.array(z.enum(TREND_WARNINGS)) }),
  ),
});
export type PilotWarning = z.infer<typeof pilotWarningSchema>;

/** analytics/pilots_with_warnings's reply, by name. */
export const pilotsWithWarningsReplySchema = z.object({ pilots: z.array(pilotWarningSchema) });
export type PilotsWithWarningsReply = z.infer<typeof pilotsWithWarningsReplySchema>;

/** analytics/pipeline: one fleet's SIM forms, line checks and line trainings started in a period. */
export const pipelineSchema = fleetHeatMapSchema;
export type PipelineInput = z.infer<typeof pipelineSchema>;

/** Days from an item's start to first reaching a status: how many, their median and 90th percentile. */
const pipelineFigures = {
  count: z.number(),
  /** Null without items. */
  median_days: z.number().nullable(),
  p90_days: z.number().nullable(),
};
/** Moves out of a status and how many went back (a reject, or to an earlier stage). */
const rejectFigures = {
  moves: z.number(),
  rejected: z.number(),
  /** rejected / moves (0–1); null without moves. */
  reject_rate: z.number().nullable(),
};

/** One measure: the days from start to a status of one kind, per month (every month, oldest first). */
export const pipelineMeasureSchema = z.object({
  kind: z.enum(PIPELINE_KINDS),
  status: z.number(),
  ...pipelineFigures,
  months: z.array(z.object({ month: z.string(), ...pipelineFigures })),
});
export type PipelineMeasure = z.infer<typeof pipelineMeasureSchema>;

/** One stage's reject rate of one kind: the moves out of the status, per month. */
export const pipelineRejectSchema = z.object({
  kind: z.enum(PIPELINE_KINDS),
  status: z.number(),
  ...rejectFigures,
  months: z.array(z.object({ month: z.string(), ...rejectFigures })),
});
export type PipelineReject = z.infer<typeof pipelineRejectSchema>;

/** An item not yet Completed whose age already exceeds the period's p90 of its kind's Completed time. */
export const pipelineOverdueSchema = z.object({
  kind: z.enum(PIPELINE_KINDS),
  id: z.number(),
  pilot_crew_code: z.string(),
  pilot_name: z.string().nullable(),
  status: z.number(),
  /** YYYY-MM of its start. */
  month: z.string(),
  age_days: z.number(),
  p90_days: z.number(),
});
export type PipelineOverdue = z.infer<typeof pipelineOverdueSchema>;

/** analytics/pipeline's reply. */
export const pipelineReplySchema = z.object({
  fleet: z.enum(FLEETS),
  start_date: dateText,
  end_date: dateText,
  /** No SIM form, line check or line training started in the fleet and period. */
  empty: z.boolean(),
  measures: z.array(pipelineMeasureSchema),
  rejects: z.array(pipelineRejectSchema),
  /** Oldest first. */
  overdue: z.array(pipelineOverdueSchema),
});
export type PipelineReply = z.infer<typeof pipelineReplySchema>;

/** analytics/trend_pilots: the pilots whose trends the caller may open, by crew code or name. */
export const trendPilotsSchema = z.strictObject({
  keyword: z.string({ error: "field_invalid" }).trim().max(TEXT_MAX, { error: "field_invalid" }).default(""),
});
export type TrendPilotsInput = z.infer<typeof trendPilotsSchema>;

/** One pilot the trends screen's picker offers. */
export const trendPilotSchema = z.object({
  pilot_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
});
export type TrendPilot = z.infer<typeof trendPilotSchema>;

/** analytics/trend_pilots's reply: at most TREND_PILOTS_LIMIT pilots, by name. */
export const trendPilotsReplySchema = z.object({ pilots: z.array(trendPilotSchema) });
export type TrendPilotsReply = z.infer<typeof trendPilotsReplySchema>;
