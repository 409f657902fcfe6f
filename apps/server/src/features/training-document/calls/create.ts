import { type CreateTrainingDocumentInput, can, type TrainingDocument } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import type { UploadArgs } from "../../../lib/routes";
import { insertTrainingDocument } from "../training-document.repository";
import {
  checkDocumentFleet,
  ENTITY,
  snapshot,
  TRAINING_DOCUMENT_FILES,
  toDocument,
  valuesOf,
} from "../training-document.rules";

export async function createTrainingDocument({
  app,
  actor,
  body: input,
  files,
}: UploadArgs<CreateTrainingDocumentInput>): Promise<TrainingDocument> {
  const uploaded = files.files ?? [];
  if (!can(actor, "training_document.create")) throw forbidden();
  checkDocumentFleet(actor, input.fleet);
  return app.database.db.transaction(async (tx) => {
    const row = await insertTrainingDocument(tx, { ...valuesOf(input), createdBy: actor.id });
    const attached = attachmentRepository(tx, TRAINING_DOCUMENT_FILES);
    await attached.add(row.id, uploaded);
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: row.id,
      action: "create",
      actorId: actor.id,
      changes: { ...snapshot(row), files: uploaded.map((file) => file.key) },
    });
    return toDocument(row, await attached.list(row.id));
  });
}
