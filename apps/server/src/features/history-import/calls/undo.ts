import {
  IMPORT_KIND_KEYS,
  type ImportBatch,
  type ImportBatchIdInput,
  type Language,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../../db/client";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { runJob, type Tick } from "../history-import.jobs";
import type { StoredImportRow, UndoBlocker, UndoContext } from "../history-import.kind";
import { IMPORTERS } from "../history-import.kinds";
import {
  batchById,
  batchRows,
  batchView,
  failureOf,
  isRunning,
  lockBatch,
  lockImports,
  moveBatch,
  setBatchStatus,
  storedBatch,
} from "../history-import.repository";

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
  const db = app.database.db;
  const id = body.batch_id;
  const stored = await storedBatch(db, id);
  if (!stored) throw notFound();
  if (!(await moveBatch(db, id, "committed", { status: "undoing", failure: null })))
    throw new AppError(
      "CONFLICT",
      isRunning(stored.status) ? "import_batch_busy" : "import_batch_not_committed",
    );
  await runJob(
    app,
    (await batchById(app.database.db, id, language)) as ImportBatch,
    "import undo",
    async (tick) => {
      try {
        await takeOut(app.database.db, actor, id, language, tick);
      } catch (error) {
        await moveBatch(db, id, "undoing", { status: "committed", failure: failureOf(error) });
        throw error;
      }
    },
  );
  return (await batchView(app, id, language)) as ImportBatch;
}

/**
 * Undoes a batch being undone, in one transaction: the kinds in the reverse of their writing order
 * (records before the crew they name), each row by its kind. Any blocker refuses the whole undo.
 */
async function takeOut(db: Database, actor: SessionUser, id: number, language: Language, tick: Tick) {
  await db.transaction(async (tx) => {
    await lockImports(tx);
    const batch = await lockBatch(tx, id);
    if (!batch) throw notFound();
    if (batch.status !== "undoing" || !batch.committedAt)
      throw new AppError("CONFLICT", "import_batch_not_committed");
    const written = (await batchRows(tx, id)).filter((row) => row.recordId !== null);
    const context: UndoContext = { tx, actor, batchId: id, committedAt: batch.committedAt, language };
    const blockers: UndoBlocker[] = [];
    let done = 0;
    for (const key of [...IMPORT_KIND_KEYS].reverse()) {
      const rows: StoredImportRow[] = written.filter((row) => row.kind === key).reverse();
      for (const row of rows) {
        const blocker = await IMPORTERS[key].undo(row, context);
        if (blocker) blockers.push(blocker);
        done += 1;
        await tick(done, written.length);
      }
      if (rows.length > 0) await IMPORTERS[key].afterUndo?.(rows, context);
    }
    // Thrown inside the transaction: every row undone before the first blocker is put back.
    if (blockers.length > 0) throw new AppError("CONFLICT", "import_undo_blocked", blockers);
    await setBatchStatus(tx, id, {
      status: "undone",
      undoneAt: new Date(),
      undoneBy: actor.id,
      failure: null,
    });
    await auditRepository(tx).record({
      entity: "import_batch",
      entityId: id,
      action: "undo",
      actorId: actor.id,
      changes: { file_name: batch.fileName, sha256: batch.sha256 },
    });
  });
}
