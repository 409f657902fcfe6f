import { type CreateTrainingDocumentInput, can, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
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

export async function createTrainingDocument(
  ctx: TrainingDocumentContext,
  actor: SessionUser,
  input: CreateTrainingDocumentInput,
  uploaded: StoredFile[],
) {
  if (!can(actor, "training_document.create")) throw forbidden();
  ctx.checkFleet(actor, input.fleet);
  return ctx.deps.db.transaction(async (tx) => {
    const row = await trainingDocumentRepository(tx).insert({ ...valuesOf(input), createdBy: actor.id });
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
