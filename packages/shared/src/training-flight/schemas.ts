import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { recordVersionSchema } from "../api/record-version";
import { dateText, dateTimeText, fileUrlText } from "../api/replies";
import { recordAuditEntrySchema } from "../audit/schemas";
import { importedSchema } from "../history-import/schemas";
import { isoDateSchema, listRequestSchema } from "../lists/schemas";
import { ResultStatus } from "../training-record/constants";
import { isKnownAirport } from "./airports";
import { changedAfterApprovalSchema } from "./changes";
import {
  CRITERIA,
  type CriterionCommentKey,
  type CriterionKey,
  DEFAULT_CRITERION_SCORE,
  DEFAULT_OVERALL_PERFORMANCE,
  FLIGHT_TYPES,
  FlightType,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  SCORES,
  SECTOR_ROLES,
  SECTOR_TIMES,
  TRAINING_FLIGHT_FILTERS,
  TRAINING_FLIGHT_SORT_FIELDS,
} from "./constants";

export const COMMENT_MAX = 2000;
export const TRAINING_FLIGHT_PAGE_SIZE = 10;
export const TRAINING_FLIGHT_PAGE_SIZES = [5, 10, 25] as const;

/** Multipart sends "true"/"false"; JSON sends booleans. */
const flag = z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]).default(false);
const comment = z
  .string()
  .trim()
  .max(COMMENT_MAX, { error: "field_too_long" })
  .transform((v) => (v === "" ? null : v))
  .nullish();
const scoreSchema = z.coerce
  .number({ error: "field_invalid" })
  .int({ error: "field_invalid" })
  .refine((n) => (SCORES as readonly number[]).includes(n), { error: "field_invalid" })
  .default(DEFAULT_CRITERION_SCORE);
const airport = z
  .string({ error: "required" })
  .trim()
  .toUpperCase()
  .min(1, { error: "required" })
  .refine(isKnownAirport, { error: "alert_unknown_airport" });

/** A sector row; an empty flight time counts as 0, a negative or non-numeric one is refused. */
export const sectorSchema = z.strictObject({
  id: recordIdSchema.optional(),
  date_of_sector: isoDateSchema,
  departure: airport,
  destination: airport,
  flight_time: z.coerce
    .number({ error: "field_invalid" })
    .min(0, { error: "alert_flight_time_negative" })
    .max(24, { error: "field_too_big" }),
  night_or_day: z.enum(SECTOR_TIMES, { error: "required" }),
  pf_pm: z.enum(SECTOR_ROLES, { error: "required" }),
});
export type SectorInput = z.infer<typeof sectorSchema>;

const criteriaShape: Record<string, z.ZodType> = {};
for (const criterion of CRITERIA) {
  criteriaShape[criterion.key] = scoreSchema;
  criteriaShape[criterion.comment] = comment;
  criteriaShape[`${criterion.key}_special_remark`] = flag;
}

export type CriteriaInput = { [K in CriterionKey]: number } & {
  [K in CriterionCommentKey]?: string | null;
} & {
  [K in `${CriterionKey}_special_remark`]: boolean;
};

const phaseReportSchema = z.strictObject({
  type: z.coerce.number().int().optional(),
  normal_progress: flag,
  normal_comments: comment,
  special_requirements: flag,
  special_comments: comment,
});

const flightCheckSchema = z.strictObject({
  type: z.coerce.number().int().optional(),
  comments: comment,
  overall_performance: z.coerce
    .number({ error: "field_invalid" })
    .int({ error: "field_invalid" })
    .min(1, { error: "field_invalid" })
    .max(5, { error: "field_invalid" })
    .default(DEFAULT_OVERALL_PERFORMANCE),
});

const autolandSchema = z.strictObject({
  autoland_at: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v) => (v === "" ? null : v))
    .nullish()
    .refine((v) => !v || isKnownAirport(v), { error: "alert_unknown_airport" }),
  runway: z.string().trim().max(10, { error: "field_too_long" }).nullish(),
  autoland_result: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
});

const trainingFlightFields = {
  pilot_id: z.coerce.number({ error: "required" }).int().positive(),
  instructor_id: recordIdSchema.optional(),
  // Not among part1 §5's required fields: a flight sent without a type is a normal training flight.
  flight_type: z.coerce
    .number({ error: "field_invalid" })
    .int()
    .refine((n) => (FLIGHT_TYPES as number[]).includes(n), { error: "field_invalid" })
    .default(FlightType.NORMAL_TRAINING_FLIGHT),
  sectors: z.array(sectorSchema).max(20, { error: "field_too_big" }).default([]),
  autoland: autolandSchema.optional(),
  recommendation: flag,
  recommendation_value: comment,
  grounded: flag,
  phase_report: phaseReportSchema.optional(),
  flight_check: flightCheckSchema.optional(),
  comments: comment,
  notice_to_next_instructor: comment,
  ...criteriaShape,
};

/** Latest calendar day anywhere on earth, so "today" in Vietnam is never refused as the future. */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/** The cross-field rules of part1 §2/§5, each reported on its own field. */
function checkTrainingFlight(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const sectors = value.sectors as SectorInput[];
  if (sectors.length === 0)
    ctx.addIssue({ code: "custom", path: ["sectors"], message: "alert_sector_required" });
  const today = latestToday();
  sectors.forEach((sector, index) => {
    if (sector.date_of_sector > today) {
      ctx.addIssue({
        code: "custom",
        path: ["sectors", index, "date_of_sector"],
        message: "alert_date_in_future",
      });
    }
  });
  const type = value.flight_type as FlightType;
  if (value.phase_report && !isPhaseCheck(type)) {
    ctx.addIssue({ code: "custom", path: ["phase_report"], message: "alert_section_not_for_type" });
  }
  if (value.flight_check && !isFlightCheck(type)) {
    ctx.addIssue({ code: "custom", path: ["flight_check"], message: "alert_section_not_for_type" });
  }
  for (const criterion of CRITERIA) {
    const score = value[criterion.key] as number;
    const special = value[`${criterion.key}_special_remark`] as boolean;
    if (special && (!criterion.remark || score !== 3)) {
      ctx.addIssue({
        code: "custom",
        path: [`${criterion.key}_special_remark`],
        message: "alert_remark_not_allowed",
      });
    }
    const needsComment = (score !== NOT_APPLICABLE && score <= 2) || (special && score === 3);
    if (needsComment && !value[criterion.comment]) {
      ctx.addIssue({ code: "custom", path: [criterion.comment], message: "alert_comment_required" });
    }
  }
}

/** flt_training/create_flight (multipart; files: report, phase_report.report, flight_check.report). */
export const createTrainingFlightSchema = z
  .strictObject(trainingFlightFields)
  .superRefine(checkTrainingFlight);
export type CreateTrainingFlightInput = z.infer<typeof createTrainingFlightSchema> & CriteriaInput;

/** flt_training/update_flight: the same fields and the id; the pilot cannot change. */
export const updateTrainingFlightSchema = z
  .strictObject({ ...trainingFlightFields, id: recordIdSchema })
  .superRefine(checkTrainingFlight);
export type UpdateTrainingFlightInput = z.infer<typeof updateTrainingFlightSchema> & CriteriaInput;

/** flt_training/search_training_flight: a pilot's flights; the flags of part1 §2, dated by the flight. */
export const searchTrainingFlightSchema = listRequestSchema({
  defaultPageCount: TRAINING_FLIGHT_PAGE_SIZE,
  maxPageCount: 100,
  // theory_test may arrive through the address (part1 §2); it narrows nothing among training flights.
  flags: [...TRAINING_FLIGHT_FILTERS, "theory_test"],
  sortFields: TRAINING_FLIGHT_SORT_FIELDS,
  extra: { pilot_id: recordIdSchema },
});
export type SearchTrainingFlightInput = z.infer<typeof searchTrainingFlightSchema>;

/** The 16 scores flat under the criteria's names (6 = N/A), as the writes take them. */
export type CriteriaScores = { [K in CriterionKey]: number };
/** Every criterion flat: score, comment and special-remark flag, as the writes take them. */
export type CriteriaFields = CriteriaScores & { [K in CriterionCommentKey]: string | null } & {
  [K in `${CriterionKey}_special_remark`]: boolean;
};

const criterionScoreReplyShape = Object.fromEntries(CRITERIA.map((c) => [c.key, z.number()])) as {
  [K in CriterionKey]: z.ZodNumber;
};
const criterionFieldReplyShape = Object.fromEntries(
  CRITERIA.flatMap((c) => [
    [c.comment, z.string().nullable()],
    [`${c.key}_special_remark`, z.boolean()],
  ]),
) as { [K in CriterionCommentKey]: z.ZodNullable<z.ZodString> } & {
  [K in `${CriterionKey}_special_remark`]: z.ZodBoolean;
};
const CRITERION_KEYS = CRITERIA.map((c) => c.key) as [CriterionKey, ...CriterionKey[]];

/** A list row: the record's fields of part1 §3 the list shows, with the 16 scores flat. */
export const trainingFlightRowSchema = z.object({
  ...criterionScoreReplyShape,
  id: z.number(),
  pilot_id: z.number(),
  date_of_flight: dateText,
  flight_type: z.enum(FlightType),
  routes: z.string(),
  number_of_sector: z.number(),
  autoland_at: z.string().nullable(),
  instructor_id: z.number(),
  instructor_name: z.string(),
  min_score: z.number().nullable(),
  below_standard: z.boolean(),
  grounded: z.boolean(),
  recommendation: z.boolean(),
  /** 0 awaiting the trainee's approval, 1 approved (part1 §4). */
  status: z.enum(ResultStatus),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type TrainingFlightRow = z.infer<typeof trainingFlightRowSchema>;

/** `search_training_flight`: one page of a pilot's training flights and the number of every match. */
export const trainingFlightListReplySchema = z.object({
  training_flights: z.array(trainingFlightRowSchema),
  total: z.number(),
});
export type TrainingFlightListReply = z.infer<typeof trainingFlightListReplySchema>;

/** A sector as the record keeps it; its id runs 1, 2, … in the order of the form. */
export const trainingFlightSectorSchema = z.object({
  id: z.number(),
  date_of_sector: dateText,
  departure: z.string(),
  destination: z.string(),
  flight_time: z.number(),
  night_or_day: z.enum(SECTOR_TIMES),
  pf_pm: z.enum(SECTOR_ROLES),
});
export type TrainingFlightSector = z.infer<typeof trainingFlightSectorSchema>;

/** The record as part1 §3 names it, flat (every criterion by name); `criteria` repeats them as a list. */
export const trainingFlightDetailSchema = trainingFlightRowSchema.extend({
  ...criterionFieldReplyShape,
  pilot_name: z.string(),
  pilot_crew_code: z.string(),
  sectors: z.array(trainingFlightSectorSchema),
  autoland: z.object({
    autoland_at: z.string().nullable(),
    runway: z.string().nullable(),
    /** 1 success, 0 failed; null without an autoland. */
    autoland_result: z.number().nullable(),
  }),
  recommendation_value: z.string().nullable(),
  criteria: z.array(
    z.object({
      key: z.enum(CRITERION_KEYS),
      score: z.number(),
      comment: z.string().nullable(),
      special_remark: z.boolean(),
    }),
  ),
  /** Phase checks only; null for the other flight types. */
  phase_report: z
    .object({
      type: z.number(),
      normal_progress: z.boolean(),
      normal_comments: z.string().nullable(),
      special_requirements: z.boolean(),
      special_comments: z.string().nullable(),
      report: fileUrlText.nullable(),
    })
    .nullable(),
  /** Progress and final checks only; null for the other flight types. */
  flight_check: z
    .object({
      type: z.number(),
      comments: z.string().nullable(),
      overall_performance: z.number(),
      report: fileUrlText.nullable(),
      need_extra_training: z.boolean(),
    })
    .nullable(),
  /** The report PDF's URL; null for a flight imported without it. */
  report: fileUrlText.nullable(),
  comments: z.string().nullable(),
  notice_to_next_instructor: z.string().nullable(),
  instructor_signature: z.string(),
  trainee_signature: z.string().nullable(),
  trainee_approval: dateTimeText.nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
  /**
   * Set while the record waits for the trainee to approve again after an administrator changed it
   * once approved: what changed since that approval, field by field.
   */
  changed_after_approval: changedAfterApprovalSchema.nullable(),
  /** The audit history, for role admin only. */
  history: z.array(recordAuditEntrySchema).optional(),
  /** Present when the record came in by a history import: the import and its file. */
  imported: importedSchema.optional(),
});
export type TrainingFlightDetail = z.infer<typeof trainingFlightDetailSchema>;
