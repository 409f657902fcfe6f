import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import {
  recordDateSchema,
  recordPeopleFields,
  requiredCommentSchema,
  TRAINING_RECORD_PAGE_SIZE,
  trainingRecordDetailBaseSchema,
  trainingRecordRowSchema,
} from "../training-record/fields";
import {
  PROGRESS_THEORY_COMMENTS,
  PROGRESS_THEORY_DEFAULT_PERFORMANCE,
  PROGRESS_THEORY_SORT_FIELDS,
  type ProgressTheoryCommentKey,
} from "./constants";

const commentShape = Object.fromEntries(
  PROGRESS_THEORY_COMMENTS.map(({ key, required }) => [key, requiredCommentSchema(required)]),
) as { [K in ProgressTheoryCommentKey]: ReturnType<typeof requiredCommentSchema> };

/**
 * flt_training/create_progress_theory_report (multipart; the file part is `report`, a PDF of at most
 * 30 MB). Text fields: pilot_id, instructor_id (required here: the form's instructor select, which
 * must be the signed-in instructor), date_of_test, the 8 comments, overall_performance (1–5, 3 by default).
 */
export const createProgressTheorySchema = z.strictObject({
  ...recordPeopleFields,
  instructor_id: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { error: "alert_instructor_required" }).pipe(recordIdSchema),
  ),
  date_of_test: recordDateSchema("alert_date_of_test_required"),
  ...commentShape,
  overall_performance: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "field_invalid" })
      .int({ error: "field_invalid" })
      .min(1, { error: "field_invalid" })
      .max(5, { error: "field_invalid" })
      .default(PROGRESS_THEORY_DEFAULT_PERFORMANCE),
  ),
});
export type CreateProgressTheoryInput = z.infer<typeof createProgressTheorySchema>;

/** flt_training/get_progress_theory_report_by_pilot: one page of a pilot's reports (10 by default), newest first. */
export const progressTheoryListSchema = listRequestSchema({
  defaultPageCount: TRAINING_RECORD_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: PROGRESS_THEORY_SORT_FIELDS,
  extra: { pilot_id: recordIdSchema },
});
export type ProgressTheoryListInput = z.infer<typeof progressTheoryListSchema>;

/** A row of the progress theory list (No, Date, Instructor, Result; part1 §2). */
export const progressTheoryRowSchema = trainingRecordRowSchema.extend({
  date_of_test: dateText,
  overall_performance: z.number(),
});
export type ProgressTheoryRow = z.infer<typeof progressTheoryRowSchema>;

/** `{progress_theory_reports, total}`: get_progress_theory_report_by_pilot (a page). */
export const progressTheoryListReplySchema = z.object({
  progress_theory_reports: z.array(progressTheoryRowSchema),
  total: z.number(),
});
export type ProgressTheoryListReply = z.infer<typeof progressTheoryListReplySchema>;

const commentReplyShape = Object.fromEntries(
  PROGRESS_THEORY_COMMENTS.map(({ key }) => [key, z.string()]),
) as { [K in ProgressTheoryCommentKey]: z.ZodString };

/** A progress theory report as part1 §3 names it, flat, under the names the create call takes. */
export const progressTheoryDetailSchema = trainingRecordDetailBaseSchema.extend({
  ...progressTheoryRowSchema.shape,
  ...commentReplyShape,
});
export type ProgressTheoryDetail = z.infer<typeof progressTheoryDetailSchema>;
