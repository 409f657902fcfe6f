import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { recordVersionSchema } from "../api/record-version";
import { dateText, dateTimeText, fileUrlText } from "../api/replies";
import { TEXT_MAX } from "../constants";
import { importedSchema } from "../history-import/schemas";
import { listRequestSchema, numberOneOf } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilot/schemas";
import { statusChangeFields } from "../workflow/schemas";
import {
  LINE_TRAINING_DEFAULT_LIST_FILTER,
  LINE_TRAINING_DEFAULT_PAGE_SIZE,
  LINE_TRAINING_LIST_FILTERS,
  LINE_TRAINING_STATUSES,
  LINE_TRAINING_TYPES,
  LineTrainingFormOrder,
  LineTrainingStatus,
  LineTrainingType,
} from "./constants";

/** `line_training/create_line_training` (part2 §5: pilot and type required; the name is taken from the pilot row). */
export const createLineTrainingSchema = z.strictObject({
  pilot_crew_code: z
    .string({ error: "line_training_pilot_required" })
    .trim()
    .min(1, { error: "line_training_pilot_required" })
    .max(PILOT_LIMITS.crew_code, { error: "field_too_long" })
    .transform((value) => value.toUpperCase()),
  pilot_name: z.string().max(TEXT_MAX, { error: "field_too_long" }).nullish(),
  line_training_type: numberOneOf(LINE_TRAINING_TYPES, "line_training_type_required"),
});
export type CreateLineTrainingInput = z.infer<typeof createLineTrainingSchema>;
export type CreateLineTrainingFields = z.input<typeof createLineTrainingSchema>;

/** The tab: `completed` 1 (Completed) or 0 (In Progress), as a number, text or boolean. */
const completedSchema = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(["0", "1", "true", "false"])], {
    error: "field_invalid",
  })
  .default(0)
  .transform((value) => value === 1 || value === true || value === "1" || value === "true");

const listRequest = listRequestSchema({
  defaultPageCount: LINE_TRAINING_DEFAULT_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: LINE_TRAINING_LIST_FILTERS,
  extra: {
    line_training_type: numberOneOf(LINE_TRAINING_TYPES, "line_training_type_invalid").optional(),
    completed: completedSchema,
  },
});

/**
 * `line_training/get_line_training_list`: the shared list request, where `filter` is the sort-by
 * choice (default the start date), `line_training_type` the type filter (every type when absent) and
 * `completed` the tab.
 */
export const lineTrainingListSchema = z
  .preprocess((body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const { filter, ...rest } = body as Record<string, unknown>;
    if (filter === undefined || filter === "") return rest;
    return { ...rest, sort_by: rest.sort_by ?? filter };
  }, listRequest)
  .transform((request) => ({ ...request, filter: request.sort_by ?? LINE_TRAINING_DEFAULT_LIST_FILTER }));
export type LineTrainingListInput = z.infer<typeof lineTrainingListSchema>;
export type LineTrainingListRequest = z.input<typeof lineTrainingListSchema>;

/** The text fields of `line_training/submit_form` beside the file part `submitted_report` (a PDF). */
export const submitLineTrainingFormSchema = z.strictObject({
  submitted_line_training_id: recordIdSchema,
  form_order: numberOneOf([1, 2] as const, "line_training_form_order_invalid"),
});
export type SubmitLineTrainingFormInput = z.infer<typeof submitLineTrainingFormSchema>;

/** `line_training/set_status`: one of the three statuses, an optional reason (≤ 254) beside `status_file`. */
export const setLineTrainingStatusSchema = z.strictObject({
  line_training_id: recordIdSchema,
  ...statusChangeFields(numberOneOf(LINE_TRAINING_STATUSES, "line_training_status_invalid")),
});
export type SetLineTrainingStatusInput = z.infer<typeof setLineTrainingStatusSchema>;

/** A call about one line training: submissions, latest submission, clean-up. */
export const lineTrainingIdSchema = z.strictObject({ line_training_id: recordIdSchema });
export type LineTrainingIdInput = z.infer<typeof lineTrainingIdSchema>;

/** `line_training/get_line_training_by_id {id}`. */
export const lineTrainingByIdSchema = z.strictObject({ id: recordIdSchema });

// ---- Replies ----

/** One status change of a line training (part2 §3 reset-status item). */
export const lineTrainingResetStatusItemSchema = z.object({
  date_of_status: dateTimeText,
  reason: z.string().nullable(),
  /** The status file's link, or null. */
  form_status: fileUrlText.nullable(),
  /** The status the change set (beside the spec's fields). */
  status: z.enum(LineTrainingStatus),
});
export type LineTrainingResetStatusItem = z.infer<typeof lineTrainingResetStatusItemSchema>;

/** One row of the list and the reply of `get_line_training_by_id` and `create_line_training` (part2 §3). */
export const lineTrainingSchema = z.object({
  id: z.number(),
  pilot_crew_code: z.string(),
  pilot_name: z.string().nullable(),
  line_training_type: z.enum(LineTrainingType),
  fleet: z.string().nullable(),
  start_date: dateText,
  /** The link of the latest submitted file, or null. */
  last_submit: fileUrlText.nullable(),
  /** The link of the latest second-stage file, or null. */
  second_submit: fileUrlText.nullable(),
  last_submission: z
    .object({ date_of_submission: dateTimeText, full_name: z.string().nullable() })
    .nullable(),
  status: z.enum(LineTrainingStatus),
  reset_status: z.array(lineTrainingResetStatusItemSchema),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type LineTraining = z.infer<typeof lineTrainingSchema>;

/** `get_line_training_by_id`: the line training, and where it came from when a history import wrote it. */
export const lineTrainingDetailSchema = lineTrainingSchema.extend({
  /** Present when the record came in by a history import: the import and its file. */
  imported: importedSchema.optional(),
});
export type LineTrainingDetail = z.infer<typeof lineTrainingDetailSchema>;

/** `get_line_training_list`: one page of a tab and the number of every match. */
export const lineTrainingListReplySchema = z.object({
  total: z.number(),
  line_training_list: z.array(lineTrainingSchema),
});
export type LineTrainingListReply = z.infer<typeof lineTrainingListReplySchema>;

/** One submission record (part2 §3). */
export const lineTrainingSubmissionSchema = z.object({
  id: z.number(),
  form_order: z.enum(LineTrainingFormOrder),
  crew_code: z.string().nullable(),
  full_name: z.string().nullable(),
  /** The submitter's position on their pilot profile (0 Captain … 3 First officer in training), or null. */
  name_position: z.number().nullable(),
  date_of_submission: dateTimeText,
  submission_file: fileUrlText,
  file_sha256: z.string(),
});
export type LineTrainingSubmission = z.infer<typeof lineTrainingSubmissionSchema>;

/** `get_submissions_by_line_training_id`: every submission, newest first. */
export const lineTrainingSubmissionsReplySchema = z.object({
  total: z.number(),
  submissions: z.array(lineTrainingSubmissionSchema),
});
export type LineTrainingSubmissionsReply = z.infer<typeof lineTrainingSubmissionsReplySchema>;

/**
 * A line training in the pilot's whole file: the record as `get_line_training_by_id`
 * replies it, with its submissions as `get_submissions_by_line_training_id` replies them.
 */
export const lineTrainingFileRecordSchema = lineTrainingSchema.extend({
  submissions: lineTrainingSubmissionsReplySchema.shape.submissions,
});
export type LineTrainingFileRecord = z.infer<typeof lineTrainingFileRecordSchema>;

/** `get_latest_submission_by_line_training_id`: the newest submission, or null before any. */
export const latestLineTrainingSubmissionReplySchema = lineTrainingSubmissionSchema.nullable();

/** `submit_form`: the uploaded file's link and the status the upload moved to. */
export const submitLineTrainingFormReplySchema = z.object({
  last_submit: fileUrlText,
  status: z.enum(LineTrainingStatus),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SubmitLineTrainingFormReply = z.infer<typeof submitLineTrainingFormReplySchema>;

/** `set_status`: the status set and the whole reset-status history. */
export const setLineTrainingStatusReplySchema = z.object({
  status: z.enum(LineTrainingStatus),
  reset_status: z.array(lineTrainingResetStatusItemSchema),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SetLineTrainingStatusReply = z.infer<typeof setLineTrainingStatusReplySchema>;

/** `clean_up_line_training`: the id of the line training removed. */
export const cleanUpLineTrainingReplySchema = z.object({ line_training_id: z.number() });
export type CleanUpLineTrainingReply = z.infer<typeof cleanUpLineTrainingReplySchema>;

/** The file parts of these calls (part2 §5 Files): the report a PDF, the status file an image or a PDF. */
export const LINE_TRAINING_FILE_FIELDS = { report: "submitted_report", status: "status_file" } as const;
