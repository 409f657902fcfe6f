import type {
  LineCheckStatus,
  SessionUser,
  SetLineCheckStatusInput,
  SetLineCheckStatusReply,
} from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import type { LineCheckContext } from "../line-check.context";
import { recordOf } from "../line-check.repository";

/** `linecheck/set_line_check_status`: any status with an optional reason and file. */
export async function setLineCheckStatus(
  ctx: LineCheckContext,
  actor: SessionUser,
  input: SetLineCheckStatusInput,
  file: StoredFile | undefined,
): Promise<SetLineCheckStatusReply> {
  const before = await ctx.reachable(actor, input.line_check_id);
  const { row } = await ctx.steps.setStatus(actor, recordOf(before), {
    to: input.status,
    reason: input.reason,
    file,
  });
  return {
    line_check_status: row.status as LineCheckStatus,
    reset_status: await ctx.steps.resetHistoryOf(row.id),
  };
}
