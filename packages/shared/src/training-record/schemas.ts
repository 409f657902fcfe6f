import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { TRAINING_RECORD_KINDS } from "./constants";

/** The four kinds of result a trainee approves through one call (part1 §7 `approve_result`). */
export const APPROVAL_KINDS = TRAINING_RECORD_KINDS;
export const approveResultSchema = z.strictObject({
  id: recordIdSchema,
  type: z.enum(APPROVAL_KINDS).default("training_flight"),
});
export type ApproveResultInput = z.infer<typeof approveResultSchema>;
