import type { LineCheckStatus, LineCheckStatusReply, SessionUser } from "@trms/shared";
import type { LineCheckContext } from "../line-check.context";

/** `linecheck/get_line_check_status`: the status, its history and what the caller may do now. */
export async function lineCheckStatus(
  ctx: LineCheckContext,
  actor: SessionUser,
  id: number,
): Promise<LineCheckStatusReply> {
  const row = await ctx.reachable(actor, id);
  return {
    line_check_id: row.id,
    line_check_status: row.status as LineCheckStatus,
    reset_status: await ctx.steps.resetHistoryOf(row.id),
    actions: ctx.actionsOf(actor, row),
  };
}
