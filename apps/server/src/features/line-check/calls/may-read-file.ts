import { can, isAdminArea, type SessionUser } from "@trms/shared";
import type { LineCheckContext } from "../line-check.context";
import { recordOf } from "../line-check.repository";

/** Whether this account may read a stored file of this line check (the `line_check` folder). */
export async function mayReadLineCheckFile(ctx: LineCheckContext, actor: SessionUser, id: number) {
  const row = await ctx.repo.row(id);
  if (!row) return false;
  if (isAdminArea(actor) && !(await ctx.crewInFleetScope(actor, [row.pilotCrewCode]))) return false;
  return (
    can(actor, "line_check.read", recordOf(row)) ||
    can(actor, "line_check.set_downloaded_flag") ||
    can(actor, "line_check.set_status")
  );
}
