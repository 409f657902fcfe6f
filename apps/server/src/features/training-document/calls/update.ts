import { can, type TrainingDocument, type UpdateTrainingDocumentInput } from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import type { UploadArgs } from "../../../lib/routes";
import { lockTrainingDocument, updateTrainingDocumentRow } from "../training-document.repository";
import {
  checkDocumentFleet,
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  toDocument,
  valuesOf,
  visibleTrainingDocument,
} from "../training-document.rules";

/**
 * Changes the fields and the files: `file_ids` are kept, the document's other files dropped, the
 * new ones attached, in one transaction; the dropped files leave the store only after it commits.
 */
export async function updateTrainingDocument({
  app,
  actor,
  body: input,
  files,
}: UploadArgs<UpdateTrainingDocumentInput>): Promise<TrainingDocument> {
  const uploaded = files.files ?? [];
  const db = app.database.db;
  await visibleTrainingDocument(db, actor, input.id, "training_document.edit");
  checkDocumentFleet(actor, input.fleet);
  const result = await db.transaction(async (tx) => {
    const before = await lockTrainingDocument(tx, input.id);
    if (!before) throw notFound();
    if (!can(actor, "training_document.edit", before)) throw forbidden();
    const attached = attachmentRepository(tx, TRAINING_DOCUMENT_FILES);
    const dropped = await attached.replace(
      before.id,
      input.file_ids.map((file) => file.id),
      uploaded,
    );
    const row = await updateTrainingDocumentRow(tx, before.id, valuesOf(input));
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
  await removeQuietly(app.fileStore, result.dropped);
  return result.document;
}
