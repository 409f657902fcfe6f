import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { recordVersionSchema } from "../api/record-version";
import { dateTimeText, fileUrlText } from "../api/replies";
import { REASON_MAX } from "../constants";
import { importedSchema } from "../history-import/schemas";
import { listRequestSchema, optionalText, requiredText } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilot/schemas";
import { DownloadedFlag } from "../sim/constants";
import { parseSimDateTimeText } from "../sim/date-time";
import {
  LINE_CHECK_DEFAULT_LIST_FILTER,
  LINE_CHECK_DEFAULT_PAGE_SIZE,
  LINE_CHECK_LIST_FILTERS,
  LINE_CHECK_STATUSES,
  LINE_CHECK_TEXT_MAX,
  LineCheckFormOrder,
  LineCheckStatus,
} from "./constants";

/** A crew code as the form sends it: trimmed, upper-case; empty reads as the given message. */
const crewCodeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PILOT_LIMITS.crew_code, { error: "field_too_long" })
    .transform((value) => value.toUpperCase());

/** A name the form may send beside a crew code; the server takes names from the pilot rows instead. */
const ignoredName = z.string().max(LINE_CHECK_TEXT_MAX, { error: "field_too_long" }).nullish();

/**
 * The line check date-time (part2 §5): `dd/MM/yyyy - HH:mm` in the airline's local time, or ISO 8601
 * with an offset (what the web sends); stored and replied as ISO in local time (ADR 0601).
 */
export const lineCheckDateSchema = z
  .string({ error: "line_check_date_required" })
  .trim()
  .min(1, { error: "line_check_date_required", abort: true })
  .transform((value, context) => {
    const parsed =
      /^\d{4}-\d{2}-\d{2}T/.test(value) || /^\d{1,2}\/\d{1,2}\/\d{4} - \d{1,2}:\d{2}$/.test(value)
        ? parseSimDateTimeText(value)
        : null;
    if (!parsed) {
      context.addIssue({ code: "custom", message: "line_check_date_invalid" });
      return z.NEVER;
    }
    return parsed;
  });

const lineCheckFields = {
  /** Required of the admin area; a pilot creates for themself and may leave it out. */
  pilot_crew_code: crewCodeField("line_check_pilot_required").optional(),
  pilot_name: ignoredName,
  instructor_crew_code: crewCodeField("line_check_instructor_required"),
  instructor_name: ignoredName,
  line_check_date: lineCheckDateSchema,
  line_check_sectors: requiredText(LINE_CHECK_TEXT_MAX, "line_check_sectors_required"),
  note: optionalText(LINE_CHECK_TEXT_MAX),
};

/** `linecheck/create_line_check {instructor_crew_code, line_check_date, line_check_sectors, note}`. */
export const createLineCheckSchema = z.strictObject(lineCheckFields);
export type CreateLineCheckInput = z.infer<typeof createLineCheckSchema>;
export type LineCheckInputFields = z.input<typeof createLineCheckSchema>;

/** `linecheck/update_line_check`: the same with the id. */
export const updateLineCheckSchema = z.strictObject({ id: recordIdSchema, ...lineCheckFields });
export type UpdateLineCheckInput = z.infer<typeof updateLineCheckSchema>;

/** `linecheck/get_line_check_by_id {id}`. */
export const lineCheckIdSchema = z.strictObject({ id: recordIdSchema });
export type LineCheckIdInput = z.infer<typeof lineCheckIdSchema>;

/**
 * A call about one line check by `line_check_id`: `delete_line_check`, `get_line_check_status`,
 * `set_line_check_downloaded_flag`.
 */
export const lineCheckRefSchema = z.strictObject({ line_check_id: recordIdSchema });
export type LineCheckRefInput = z.infer<typeof lineCheckRefSchema>;

/** A number sent as JSON or as multipart text, one of a fixed set (a status, a form order). */
const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .transform((value, context) => {
      const number = typeof value === "number" ? value : /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
      if (!(values as readonly number[]).includes(number)) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number as T;
    });

/** The text fields of `linecheck/submit_line_check_form` beside the file part `submitted_report` (a PDF). */
export const submitLineCheckFormSchema = z.strictObject({
  line_check_id: recordIdSchema,
  form_order: oneOf([1, 2] as const, "line_check_form_order_invalid"),
});
export type SubmitLineCheckFormInput = z.infer<typeof submitLineCheckFormSchema>;

/** `linecheck/set_line_check_status`: any of the four statuses, an optional reason, an optional `status_file`. */
export const setLineCheckStatusSchema = z.strictObject({
  line_check_id: recordIdSchema,
  status: oneOf(LINE_CHECK_STATUSES, "line_check_status_invalid"),
  reason: optionalText(REASON_MAX),
});
export type SetLineCheckStatusInput = z.infer<typeof setLineCheckStatusSchema>;

/**
 * `linecheck/read_documents {line_check_id, completed}`: `completed` true (or "true", "1", 2 — the
 * spec's YES). Only confirming is a step; false is refused.
 */
export const readLineCheckDocumentsSchema = z.strictObject({
  line_check_id: recordIdSchema,
  completed: z
    .union([z.boolean(), z.number(), z.string()], { error: "line_check_read_completed_required" })
    .transform((value, context) => {
      if (value === true || value === 2 || value === "true" || value === "1" || value === "2") return true;
      context.addIssue({ code: "custom", message: "line_check_read_completed_required" });
      return z.NEVER;
    }),
});
export type ReadLineCheckDocumentsInput = z.infer<typeof readLineCheckDocumentsSchema>;

/** The file parts of the line check calls (part2 §5 Files). */
export const LINE_CHECK_FILE_FIELDS = { report: "submitted_report", status: "status_file" } as const;

const lineCheckListRequestSchema = listRequestSchema({
  defaultPageCount: LINE_CHECK_DEFAULT_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: LINE_CHECK_LIST_FILTERS,
});

/**
 * `linecheck/get_line_check_list {page_number, page_count, order, filter, keyword?, date_range?}`:
 * `filter` is the sort-by choice (one of `LINE_CHECK_LIST_FILTERS`, default the instructor name;
 * `sort_by` is its other name), the date range is on the line check date.
 */
export const lineCheckListSchema = z
  .preprocess((body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const { filter, ...rest } = body as Record<string, unknown>;
    if (filter === undefined || filter === null || filter === "") return rest;
    return { ...rest, sort_by: rest.sort_by ?? filter };
  }, lineCheckListRequestSchema)
  .transform((request) => ({ ...request, filter: request.sort_by ?? LINE_CHECK_DEFAULT_LIST_FILTER }));
export type LineCheckListInput = z.infer<typeof lineCheckListSchema>;
export type LineCheckListRequest = z.input<typeof lineCheckListSchema>;

// ---- Replies ----

/** One item of a line check's reset-status history (part2 §3). */
export const lineCheckResetStatusItemSchema = z.object({
  date_of_status: dateTimeText,
  reason: z.string().nullable(),
  /** The status file's link, or null. */
  form_status: fileUrlText.nullable(),
  /** The status the change set (beside the spec's fields). */
  status: z.enum(LineCheckStatus),
});
export type LineCheckResetStatusItem = z.infer<typeof lineCheckResetStatusItemSchema>;

/** A line check as the list, `update_line_check` and `get_latest_line_check` reply it (part2 §3). */
export const lineCheckSchema = z.object({
  id: z.number(),
  pilot_name: z.string().nullable(),
  instructor_name: z.string().nullable(),
  pilot_crew_code: z.string(),
  instructor_crew_code: z.string(),
  /** ISO 8601 in the airline's local time (shown dd/MM/yyyy - HH:mm). */
  line_check_date: dateTimeText,
  line_check_sectors: z.string(),
  note: z.string().nullable(),
  /** The link of the pilot's first form, or null. */
  first_submit: fileUrlText.nullable(),
  /** The link of the instructor's second form, or null. */
  second_submit: fileUrlText.nullable(),
  line_check_status: z.enum(LineCheckStatus),
  line_check_reset_status: z.array(lineCheckResetStatusItemSchema),
  downloaded_flag: z.enum(DownloadedFlag),
  linecheck_document_completion: z.boolean(),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type LineCheck = z.infer<typeof lineCheckSchema>;

/** `get_line_check_by_id`: the line check and the actions the caller may take on it now. */
export const lineCheckDetailSchema = lineCheckSchema.extend({
  actions: z.array(z.string()),
  /** Present when the record came in by a history import: the import and its file. */
  imported: importedSchema.optional(),
});
export type LineCheckDetailReply = z.infer<typeof lineCheckDetailSchema>;

/** `get_line_check_list`: one page and the number of every match. */
export const lineCheckListReplySchema = z.object({
  line_check_list: z.array(lineCheckSchema),
  total: z.number(),
});
export type LineCheckListReply = z.infer<typeof lineCheckListReplySchema>;

/** `create_line_check`: the new line check's id. */
export const createLineCheckReplySchema = z.object({ id: z.number() });
export type CreateLineCheckReply = z.infer<typeof createLineCheckReplySchema>;

/** `submit_line_check_form`: the stage's file link and the status the upload moved to. */
export const submitLineCheckFormReplySchema = z.object({
  line_check_id: z.number(),
  form_order: z.enum(LineCheckFormOrder),
  line_check_status: z.enum(LineCheckStatus),
  /** The link of the stage's file. */
  submitted_report: fileUrlText,
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SubmitLineCheckFormReply = z.infer<typeof submitLineCheckFormReplySchema>;

/** `set_line_check_status` replies the whole history with the status it set (part2 §7). */
export const setLineCheckStatusReplySchema = z.object({
  line_check_status: z.enum(LineCheckStatus),
  reset_status: z.array(lineCheckResetStatusItemSchema),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SetLineCheckStatusReply = z.infer<typeof setLineCheckStatusReplySchema>;

/** `get_line_check_status`: where the line check stands and what the caller may do now. */
export const lineCheckStatusReplySchema = z.object({
  line_check_id: z.number(),
  ...setLineCheckStatusReplySchema.shape,
  actions: z.array(z.string()),
});
export type LineCheckStatusReply = z.infer<typeof lineCheckStatusReplySchema>;

/** `set_line_check_downloaded_flag`: the flag is now Yes. */
export const setLineCheckDownloadedFlagReplySchema = z.object({
  line_check_id: z.number(),
  downloaded_flag: z.literal(DownloadedFlag.YES),
});
export type SetLineCheckDownloadedFlagReply = z.infer<typeof setLineCheckDownloadedFlagReplySchema>;

/** `read_documents`: the reading is confirmed. */
export const readLineCheckDocumentsReplySchema = z.object({
  line_check_id: z.number(),
  linecheck_document_completion: z.literal(true),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type ReadLineCheckDocumentsReply = z.infer<typeof readLineCheckDocumentsReplySchema>;

/** `linecheck/get_latest_line_check`: the pilot's own latest line check, for the reading prompt. */
export const myLatestLineCheckReplySchema = z.object({ line_check: lineCheckSchema.nullable() });
export type MyLatestLineCheckReply = z.infer<typeof myLatestLineCheckReplySchema>;
