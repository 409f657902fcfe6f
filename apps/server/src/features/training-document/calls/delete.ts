import { can, type SessionUser } from "@trms/shared";
import { trainingDocuments } from "../../../db/tables/training-document.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { attachmentsOf, retainRecord } from "../../../lib/retention/retain";
import {
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  type TrainingDocumentContext,
} from "../training-document.context";
import { trainingDocumentRepository } from "../training-document.repository";

/**
 * Deletes the document from every list and reply; its row, files and history are retained until
 * the retention purge.
 */
export async function deleteTrainingDocument(ctx: TrainingDocumentContext, actor: SessionUser, id: number) {
  await ctx.visible(actor, id, "training_document.delete");
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = trainingDocumentRepository(tx);
    const row = await txRepo.lockById(id);
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
    await txRepo.delete(id);
  });
}
