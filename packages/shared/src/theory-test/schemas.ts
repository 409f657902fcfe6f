import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import {
  passFailSchema,
  recordDateSchema,
  recordFlagSchema,
  recordPeopleFields,
  requiredCommentSchema,
  TRAINING_RECORD_PAGE_SIZE,
  trainingRecordDetailBaseSchema,
  trainingRecordRowSchema,
} from "../training-record/fields";
import { THEORY_TEST_SORT_FIELDS, THEORY_TEST_TOPICS, type TheoryTestTopic } from "./constants";

const topicShape = Object.fromEntries(
  THEORY_TEST_TOPICS.map((topic) => [topic, recordFlagSchema.default(false)]),
) as { [K in TheoryTestTopic]: z.ZodDefault<typeof recordFlagSchema> };

/**
 * flt_training/create_theory_test (multipart; the file part is `report`, a PDF of at most 30 MB).
 * Text fields: pilot_id, instructor_id (optional: the signed-in instructor), date_of_test, the 12
 * topics ("true"/"false", false when not sent), comments (required), result.
 */
export const createTheoryTestSchema = z.strictObject({
  ...recordPeopleFields,
  date_of_test: recordDateSchema("alert_date_of_test_required"),
  ...topicShape,
  comments: requiredCommentSchema("alert_comments_required"),
  result: passFailSchema,
});
export type CreateTheoryTestInput = z.infer<typeof createTheoryTestSchema>;

/** flt_training/get_theory_test_by_pilot: one page of a pilot's theory tests (10 by default), newest first. */
export const theoryTestListSchema = listRequestSchema({
  defaultPageCount: TRAINING_RECORD_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: THEORY_TEST_SORT_FIELDS,
  extra: { pilot_id: recordIdSchema },
});
export type TheoryTestListInput = z.infer<typeof theoryTestListSchema>;

/** A row of the theory test list (No, Date, Instructor, Result; part1 §2). */
export const theoryTestRowSchema = trainingRecordRowSchema.extend({ date_of_test: dateText });
export type TheoryTestRow = z.infer<typeof theoryTestRowSchema>;

/** `{theory_tests, total}`: get_theory_test_by_pilot (a page). */
export const theoryTestListReplySchema = z.object({
  theory_tests: z.array(theoryTestRowSchema),
  total: z.number(),
});
export type TheoryTestListReply = z.infer<typeof theoryTestListReplySchema>;

const topicReplyShape = Object.fromEntries(THEORY_TEST_TOPICS.map((topic) => [topic, z.boolean()])) as {
  [K in TheoryTestTopic]: z.ZodBoolean;
};

/** A theory test as part1 §3 names it, flat, under the names the create call takes. */
export const theoryTestDetailSchema = trainingRecordDetailBaseSchema.extend({
  ...theoryTestRowSchema.shape,
  ...topicReplyShape,
  comments: z.string(),
});
export type TheoryTestDetail = z.infer<typeof theoryTestDetailSchema>;
