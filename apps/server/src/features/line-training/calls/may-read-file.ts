import { can, isAdminArea, mayReadLineTraining, type SessionUser } from "@trms/shared";
import type { LineTrainingContext } from "../line-training.context";

/** Whether this account may read a stored file of this line training (the `line_training` folder). */
export async function mayReadLineTrainingFile(ctx: LineTrainingContext, actor: SessionUser, id: number) {
  const row = await ctx.repo.byId(id);
  if (!row) return false;
  if (isAdminArea(actor) && !(await ctx.crewInFleetScope(actor, [row.pilotCrewCode]))) return false;
  return (
    mayReadLineTraining(actor, { pilot_crew_code: row.pilotCrewCode, fleet: row.fleet }) ||
    can(actor, "line_training.set_status")
  );
}
