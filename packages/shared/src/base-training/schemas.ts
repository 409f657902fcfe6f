import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import { DEFAULT_BASE_TRAINING_AIRPORT } from "../training-flight/airports";
import {
  countSchema,
  flightTimeSchema,
  optionalCommentSchema,
  passFailSchema,
  recordAirportSchema,
  recordDateSchema,
  recordPeopleFields,
  recordScoreSchema,
  TRAINING_RECORD_PAGE_SIZE,
  trainingRecordDetailBaseSchema,
  trainingRecordRowSchema,
} from "../training-record/fields";
import {
  BASE_TRAINING_SCORES,
  BASE_TRAINING_SORT_FIELDS,
  type BaseTrainingScoreKey,
  FULL_STOP_MAX,
  GO_AROUND_MAX,
  OTHERS_CRITERIA_MAX,
  TOUCH_AND_GO_MAX,
} from "./constants";

/**
 * The optional further criterion and its point: sent only when the criterion is filled (part1 §5).
 * A point without a criterion is refused, as is a criterion without its point.
 */
const othersSchema = z
  .strictObject({
    criteria: z
      .string({ error: "field_invalid" })
      .trim()
      .max(OTHERS_CRITERIA_MAX, { error: "field_too_long" })
      .nullish()
      .transform((v) => (v ? v : null)),
    point: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: "field_invalid" })
        .int({ error: "field_invalid" })
        .min(1, { error: "field_invalid" })
        .max(5, { error: "field_invalid" })
        .optional(),
    ),
  })
  .superRefine((others, ctx) => {
    if (others.point !== undefined && !others.criteria)
      ctx.addIssue({ code: "custom", path: ["criteria"], message: "alert_others_criteria_required" });
    if (others.criteria && others.point === undefined)
      ctx.addIssue({ code: "custom", path: ["point"], message: "alert_others_point_required" });
  })
  .transform((others) =>
    others.criteria ? { criteria: others.criteria, point: others.point as number } : null,
  );

const scoreShape = Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, recordScoreSchema()])) as {
  [K in BaseTrainingScoreKey]: ReturnType<typeof recordScoreSchema>;
};

/**
 * flt_training/create_base_flight (multipart; the file part is `report`, a PDF of at most 30 MB).
 * Text fields: pilot_id, instructor_id (optional: the signed-in instructor), date_of_flight,
 * airport (VCA by default), go_around, touch_and_go, full_stop, flight_time, the six scores,
 * others.criteria, others.point, result, comments.
 */
export const createBaseTrainingSchema = z.strictObject({
  ...recordPeopleFields,
  date_of_flight: recordDateSchema("alert_date_of_flight_required"),
  airport: recordAirportSchema(DEFAULT_BASE_TRAINING_AIRPORT),
  go_around: countSchema(GO_AROUND_MAX, "alert_go_around_range"),
  touch_and_go: countSchema(TOUCH_AND_GO_MAX, "alert_touch_and_go_range"),
  full_stop: countSchema(FULL_STOP_MAX, "alert_full_stop_range"),
  flight_time: flightTimeSchema,
  ...scoreShape,
  others: othersSchema.optional().transform((v) => v ?? null),
  result: passFailSchema,
  comments: optionalCommentSchema,
});
export type CreateBaseTrainingInput = z.infer<typeof createBaseTrainingSchema>;

/** flt_training/base_training_list: one page of a pilot's base trainings (10 by default), newest first. */
export const baseTrainingListSchema = listRequestSchema({
  defaultPageCount: TRAINING_RECORD_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: BASE_TRAINING_SORT_FIELDS,
  extra: { pilot_id: recordIdSchema },
});
export type BaseTrainingListInput = z.infer<typeof baseTrainingListSchema>;

/** A row of the base training list (No, Date, Airport, Instructor; part1 §2). */
export const baseTrainingRowSchema = trainingRecordRowSchema.extend({
  date_of_flight: dateText,
  airport: z.string(),
});
export type BaseTrainingRow = z.infer<typeof baseTrainingRowSchema>;

/** `{base_trainings, total}`: base_training_list (a page) and base_training_by_pilot (all). */
export const baseTrainingListReplySchema = z.object({
  base_trainings: z.array(baseTrainingRowSchema),
  total: z.number(),
});
export type BaseTrainingListReply = z.infer<typeof baseTrainingListReplySchema>;

const scoreReplyShape = Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, z.number()])) as {
  [K in BaseTrainingScoreKey]: z.ZodNumber;
};

/** A base training as part1 §3 names it, flat, under the names the create call takes. */
export const baseTrainingDetailSchema = trainingRecordDetailBaseSchema.extend({
  ...baseTrainingRowSchema.shape,
  ...scoreReplyShape,
  go_around: z.number(),
  touch_and_go: z.number(),
  full_stop: z.number(),
  flight_time: z.number(),
  others: z.object({ criteria: z.string(), point: z.number() }).nullable(),
  comments: z.string().nullable(),
});
export type BaseTrainingDetail = z.infer<typeof baseTrainingDetailSchema>;
