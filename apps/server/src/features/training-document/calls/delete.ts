import { can, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import {
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  type TrainingDocumentContext,
} from "../training-document.context";
import { trainingDocumentRepository } from "../training-document.repository";

/** Deletes the document; its files leave the store only after the row is gone. */
export async function deleteTrainingDocument(ctx: TrainingDocumentContext, actor: SessionUser, id: number) {
  await ctx.visible(actor, id, "training_document.delete");
  const keys = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = trainingDocumentRepository(tx);
    const row = await txRepo.lockById(id);
    if (!row) throw notFound();
    if (!can(actor, "training_document.delete", row)) throw forbidden();
    const removed = await attachmentRepository(tx, TRAINING_DOCUMENT_FILES).removeAll(id);
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { ...snapshot(row), files: removed },
    });
    await txRepo.delete(id);
    return removed;
  });
  await removeQuietly(ctx.deps.store, keys);
}
