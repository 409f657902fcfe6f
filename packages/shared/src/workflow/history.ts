import { z } from "zod";
import { dateTimeText, fileUrlText } from "../api/replies";

/**
 * One step of a record's workflow history as the detail views show it (who did what, when, from which
 * status to which, why, with which file and the SHA-256 the file had when it was submitted).
 */
export const workflowHistoryItemSchema = z.object({
  /** The workflow the step belongs to, e.g. `sim_form`, `sim_caav_form` or `sim_elearning`. */
  entity: z.string(),
  action: z.string(),
  from_status: z.number(),
  to_status: z.number(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  file: fileUrlText.nullable(),
  file_sha256: z.string().nullable(),
  date: dateTimeText,
});
export type WorkflowHistoryItem = z.infer<typeof workflowHistoryItemSchema>;
