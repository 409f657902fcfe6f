import { LINE_CHECK_DOCUMENTS_ENTITY, LINE_CHECK_ENTITY, type LineCheckRefInput } from "@trms/shared";
import { lineChecks } from "../../../db/tables/line-check.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { deleteLineCheckRow, lockLineCheck } from "../line-check.repository";
import { hasSubmissions, snapshot } from "../line-check.rules";

/**
 * `linecheck/delete_line_check {line_check_id}` (DELETE_LINE_CHECK): a line check nobody has
 * submitted a form to. The audit row keeps what it was; the row and its history are
 * retained until the retention purge.
 */
export async function deleteLineCheck({ app, actor, body }: CallArgs<LineCheckRefInput>): Promise<void> {
  const id = body.line_check_id;
  await app.database.db.transaction(async (tx) => {
    const row = await lockLineCheck(tx, id);
    if (!row) throw notFound();
    await requireAccess(tx, actor, "line_check", "delete", id);
    if (await hasSubmissions(tx, row)) throw new AppError("CONFLICT", "line_check_has_submissions");
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
    await deleteLineCheckRow(tx, id);
  });
}
