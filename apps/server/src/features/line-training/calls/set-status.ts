import type {
  LineTrainingStatus,
  SessionUser,
  SetLineTrainingStatusInput,
  SetLineTrainingStatusReply,
} from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import { stagedFormSteps } from "../../../lib/staged-form";
import type { LineTrainingContext } from "../line-training.context";
import { lineTrainingForm } from "../line-training.form";
import { toRecord } from "../line-training.repository";

/** `line_training/set_status`: any status with an optional reason and file (CHANGE_LINE_TRAINING_STATUS). */
export async function setLineTrainingStatus(
  ctx: LineTrainingContext,
  actor: SessionUser,
  input: SetLineTrainingStatusInput,
  file: StoredFile | undefined,
): Promise<SetLineTrainingStatusReply> {
  const row = await ctx.reachable(actor, input.line_training_id);
  const { row: moved } = await stagedFormSteps(ctx.db, lineTrainingForm).setStatus(actor, toRecord(row), {
    to: input.status,
    reason: input.reason,
    file,
  });
  return { status: moved.status as LineTrainingStatus, reset_status: await ctx.resetHistory(moved) };
}
