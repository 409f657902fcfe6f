import {
  can,
  LINE_CHECK_ENTITY,
  type LineCheck,
  type SessionUser,
  LineCheckStatus as Status,
  type UpdateLineCheckInput,
} from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { type LineCheckContext, snapshot } from "../line-check.context";
import { lineCheckRepository } from "../line-check.repository";

/**
 * `linecheck/update_line_check`: EDIT_LINE_CHECK holders in any status; the pilot or the
 * instructor of the line check while it is Initial and nothing was submitted.
 */
export async function updateLineCheck(
  ctx: LineCheckContext,
  actor: SessionUser,
  input: UpdateLineCheckInput,
): Promise<LineCheck> {
  const { id, ...fields } = input;
  const any = can(actor, "line_check.edit_any");
  const before = await ctx.reachable(actor, id);
  const pilot = any
    ? (fields.pilot_crew_code ?? before.pilotCrewCode)
    : ctx.pilotOf(
        actor,
        {
          ...fields,
          pilot_crew_code: fields.pilot_crew_code ?? before.pilotCrewCode,
        },
        false,
      );
  const values = await ctx.checkedValues(actor, fields, pilot);
  await ctx.db.transaction(async (tx) => {
    const txRepo = lineCheckRepository(tx);
    const locked = await txRepo.lock(id);
    if (!locked) throw notFound();
    if (!any && (locked.status !== Status.INITIAL || (await ctx.hasSubmissions(tx, locked))))
      throw new AppError("CONFLICT", "line_check_not_editable");
    await txRepo.update(id, values);
    await auditRepository(tx).record({
      entity: LINE_CHECK_ENTITY,
      entityId: id,
      action: "update",
      actorId: actor.id,
      changes: diff(snapshot(locked), snapshot(values)),
    });
  });
  return (await ctx.repo.byId(id)) as LineCheck;
}
