import { can, isAdminArea, type LineCheck, type LineCheckDetailReply, type SessionUser } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { LineCheckContext } from "../line-check.context";

/** `linecheck/get_line_check_by_id {id}`. */
export async function getLineCheck(
  ctx: LineCheckContext,
  actor: SessionUser,
  id: number,
): Promise<LineCheckDetailReply> {
  const row = await ctx.reachable(actor, id);
  if (isAdminArea(actor) && !can(actor, "line_check.view_all")) throw notFound();
  const [check] = await ctx.repo.toLineCheck([row]);
  return { ...(check as LineCheck), actions: ctx.actionsOf(actor, row) };
}
