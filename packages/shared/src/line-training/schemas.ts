import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { TEXT_MAX } from "../constants";
import { listRequestSchema, numberOneOf } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilots/schemas";
import { statusChangeFields } from "../workflow/schemas";
import {
  LINE_TRAINING_DEFAULT_LIST_FILTER,
  LINE_TRAINING_DEFAULT_PAGE_SIZE,
  LINE_TRAINING_LIST_FILTERS,
  LINE_TRAINING_STATUSES,
  LINE_TRAINING_TYPES,
  type LineTrainingFormOrder,
  type LineTrainingStatus,
  type LineTrainingType,
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
export interface LineTrainingResetStatusItem {
  date_of_status: string;
  reason: string | null;
  /** The status file's link, or null. */
  form_status: string | null;
  status: LineTrainingStatus;
}

/** One row of the list and the reply of `get_line_training_by_id` (part2 §3). */
export interface LineTraining {
  id: number;
  pilot_crew_code: string;
  pilot_name: string | null;
  line_training_type: LineTrainingType;
  fleet: string | null;
  /** YYYY-MM-DD. */
  start_date: string;
  /** The link of the latest submitted file, or null. */
  last_submit: string | null;
  /** The link of the latest second-stage file, or null. */
  second_submit: string | null;
  last_submission: { date_of_submission: string; full_name: string | null } | null;
  status: LineTrainingStatus;
  reset_status: LineTrainingResetStatusItem[];
}

export interface LineTrainingListReply {
  total: number;
  line_training_list: LineTraining[];
}

/** One submission record (part2 §3). */
export interface LineTrainingSubmission {
  id: number;
  form_order: LineTrainingFormOrder;
  crew_code: string | null;
  full_name: string | null;
  /** The submitter's position on their pilot profile (0 Captain … 3 First officer in training), or null. */
  name_position: number | null;
  date_of_submission: string;
  submission_file: string;
  file_sha256: string;
}

export interface LineTrainingSubmissionsReply {
  total: number;
  submissions: LineTrainingSubmission[];
}

export interface SubmitLineTrainingFormReply {
  last_submit: string;
  status: LineTrainingStatus;
}

export interface SetLineTrainingStatusReply {
  status: LineTrainingStatus;
  reset_status: LineTrainingResetStatusItem[];
}

/** The file parts of these calls (part2 §5 Files): the report a PDF, the status file an image or a PDF. */
export const LINE_TRAINING_FILE_FIELDS = { report: "submitted_report", status: "status_file" } as const;
