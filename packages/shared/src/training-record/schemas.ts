import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { baseTrainingDetailSchema } from "../base-training/schemas";
import { progressTheoryDetailSchema } from "../progress-theory/schemas";
import { theoryTestDetailSchema } from "../theory-test/schemas";
import { trainingFlightDetailSchema } from "../training-flight/schemas";
import { TRAINING_RECORD_KINDS } from "./constants";

/** The four kinds of result a trainee approves through one call (part1 §7 `approve_result`). */
export const APPROVAL_KINDS = TRAINING_RECORD_KINDS;
export const approveResultSchema = z.strictObject({
  id: recordIdSchema,
  type: z.enum(APPROVAL_KINDS).default("training_flight"),
});
export type ApproveResultInput = z.infer<typeof approveResultSchema>;

/**
 * `approve_result`'s reply: the approved record as its kind's detail call answers it. The four
 * details have disjoint required fields, so each reply matches its own kind only.
 */
export const approveResultReplySchema = z.union([
  trainingFlightDetailSchema,
  baseTrainingDetailSchema,
  theoryTestDetailSchema,
  progressTheoryDetailSchema,
]);
export type ApproveResultReply = z.infer<typeof approveResultReplySchema>;
