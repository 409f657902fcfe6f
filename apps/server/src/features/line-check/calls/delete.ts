import { LINE_CHECK_DOCUMENTS_ENTITY, LINE_CHECK_ENTITY, type SessionUser } from "@trms/shared";
import { lineChecks } from "../../../db/tables/line-check.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import { crewInFleetScope } from "../../pilot";
import { type LineCheckContext, snapshot } from "../line-check.context";
import { lineCheckRepository } from "../line-check.repository";

/**
 * `linecheck/delete_line_check {line_check_id}` (DELETE_LINE_CHECK): a line check nobody has
 * submitted a form to. The audit row keeps what it was; the row and its history are
 * retained until the retention purge.
 */
export async function deleteLineCheck(ctx: LineCheckContext, actor: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const txRepo = lineCheckRepository(tx);
    const row = await txRepo.lock(id);
    if (!row || !(await crewInFleetScope(tx, actor, [row.pilotCrewCode]))) throw notFound();
    if (await ctx.hasSubmissions(tx, row)) throw new AppError("CONFLICT", "line_check_has_submissions");
    await auditRepository(tx).record({
      entity: LINE_CHECK_ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { ...snapshot(row), line_check_status: row.status },
    });
    await retainRecord(tx, {
      entity: LINE_CHECK_ENTITY,
      entityId: id,
      table: lineChecks,
      id: lineChecks.id,
      files: [row.firstSubmit, row.secondSubmit],
      chains: [{ entity: LINE_CHECK_DOCUMENTS_ENTITY, entity_id: String(id) }],
      actorId: actor.id,
    });
    await txRepo.delete(id);
  });
  return null;
}
