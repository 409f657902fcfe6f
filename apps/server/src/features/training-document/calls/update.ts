import { can, type SessionUser, type UpdateTrainingDocumentInput } from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import type { StoredFile } from "../../../lib/files/upload";
import {
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  type TrainingDocumentContext,
  toDocument,
  valuesOf,
} from "../training-document.context";
import { trainingDocumentRepository } from "../training-document.repository";

/**
 * Changes the fields and the files: `file_ids` are kept, the document's other files dropped, the
 * new ones attached, in one transaction; the dropped files leave the store only after it commits.
 */
export async function updateTrainingDocument(
  ctx: TrainingDocumentContext,
  actor: SessionUser,
  input: UpdateTrainingDocumentInput,
  uploaded: StoredFile[],
) {
  await ctx.visible(actor, input.id, "training_document.edit");
  ctx.checkFleet(actor, input.fleet);
  const result = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = trainingDocumentRepository(tx);
    const before = await txRepo.lockById(input.id);
    if (!before) throw notFound();
    if (!can(actor, "training_document.edit", before)) throw forbidden();
    const attached = attachmentRepository(tx, TRAINING_DOCUMENT_FILES);
    const dropped = await attached.replace(
      before.id,
      input.file_ids.map((file) => file.id),
      uploaded,
    );
    const row = await txRepo.update(before.id, valuesOf(input));
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: row.id,
      action: "update",
      actorId: actor.id,
      changes: {
        ...diff(snapshot(before), snapshot(row)),
        files_removed: dropped,
        files_added: uploaded.map((file) => file.key),
      },
    });
    return { document: toDocument(row, await attached.list(row.id)), dropped };
  });
  await removeQuietly(ctx.deps.store, result.dropped);
  return result.document;
}
