import { IMPORT_KIND_KEYS, type ImportBatch, type ImportBatchIdInput } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import type { StoredImportRow, UndoBlocker, UndoContext } from "../history-import.kind";
import { IMPORTERS } from "../history-import.kinds";
import { batchById, batchRows, lockBatch, lockImports, setBatchStatus } from "../history-import.repository";

/**
 * `import/undo`: takes a committed batch out again as a whole, in one transaction, while nothing
 * later depends on it. The kinds are undone in the reverse of their writing order (records before
 * the crew they name), each row by its kind: what the batch created is deleted and kept in
 * retention as every delete is, what it updated gets its columns back. A row that cannot be undone
 * (changed since, or with later records) is a blocker; any blocker refuses the whole undo with 409
 * listing them all, and nothing is changed. Audited.
 */
export async function undoImport({
  app,
  actor,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const id = body.batch_id;
  await app.database.db.transaction(async (tx) => {
    await lockImports(tx);
    const batch = await lockBatch(tx, id);
    if (!batch) throw notFound();
    if (batch.status !== "committed" || !batch.committedAt)
      throw new AppError("CONFLICT", "import_batch_not_committed");
    const written = (await batchRows(tx, id)).filter((row) => row.recordId !== null);
    const context: UndoContext = { tx, actor, batchId: id, committedAt: batch.committedAt, language };
    const blockers: UndoBlocker[] = [];
    for (const key of [...IMPORT_KIND_KEYS].reverse()) {
      const rows: StoredImportRow[] = written.filter((row) => row.kind === key).reverse();
      for (const row of rows) {
        const blocker = await IMPORTERS[key].undo(row, context);
        if (blocker) blockers.push(blocker);
      }
      if (rows.length > 0) await IMPORTERS[key].afterUndo?.(rows, context);
    }
    // Thrown inside the transaction: every row undone before the first blocker is put back.
    if (blockers.length > 0) throw new AppError("CONFLICT", "import_undo_blocked", blockers);
    await setBatchStatus(tx, id, { status: "undone", undoneAt: new Date(), undoneBy: actor.id });
    await auditRepository(tx).record({
      entity: "import_batch",
      entityId: id,
      action: "undo",
      actorId: actor.id,
      changes: { file_name: batch.fileName, sha256: batch.sha256 },
    });
  });
  return (await batchById(app.database.db, id)) as ImportBatch;
}
