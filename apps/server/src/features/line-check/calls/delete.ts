import { LINE_CHECK_ENTITY, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { pilotAccess } from "../../pilot";
import { type LineCheckContext, snapshot } from "../line-check.context";
import { lineCheckRepository } from "../line-check.repository";

/**
 * `linecheck/delete_line_check {line_check_id}` (DELETE_LINE_CHECK): a line check nobody has
 * submitted a form to (ADR 0600). The audit row keeps what it was.
 */
export async function deleteLineCheck(ctx: LineCheckContext, actor: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const txRepo = lineCheckRepository(tx);
    const row = await txRepo.lock(id);
    if (!row || !(await pilotAccess(tx).crewInFleetScope(actor, [row.pilotCrewCode]))) throw notFound();
    if (await ctx.hasSubmissions(tx, row)) throw new AppError("CONFLICT", "line_check_has_submissions");
    await txRepo.delete(id);
    await auditRepository(tx).record({
      entity: LINE_CHECK_ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { ...snapshot(row), line_check_status: row.status },
    });
  });
  return null;
}
