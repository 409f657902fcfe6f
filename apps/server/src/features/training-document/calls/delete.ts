import { can } from "@trms/shared";
import { trainingDocuments } from "../../../db/tables/training-document.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { attachmentsOf, retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { deleteTrainingDocumentRow, lockTrainingDocument } from "../training-document.repository";
import {
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  visibleTrainingDocument,
} from "../training-document.rules";

/**
 * Deletes the document from every list and reply; its row, files and history are retained until
 * the retention purge.
 */
export async function deleteTrainingDocument({ app, actor, body }: CallArgs<{ id: number }>): Promise<void> {
  const id = body.id;
  const db = app.database.db;
  await visibleTrainingDocument(db, actor, id, "training_document.delete");
  await db.transaction(async (tx) => {
    const row = await lockTrainingDocument(tx, id);
    if (!row) throw notFound();
    if (!can(actor, "training_document.delete", row)) throw forbidden();
    await retainRecord(tx, {
      entity: ENTITY,
      entityId: id,
      table: trainingDocuments,
      id: trainingDocuments.id,
      dependents: { attachments: attachmentsOf(TRAINING_DOCUMENT_FILES) },
      files: [],
      actorId: actor.id,
    });
    const removed = await attachmentRepository(tx, TRAINING_DOCUMENT_FILES).removeAll(id);
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { ...snapshot(row), files: removed },
    });
    await deleteTrainingDocumentRow(tx, id);
  });
}
