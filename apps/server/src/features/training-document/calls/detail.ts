import type { TrainingDocument } from "@trms/shared";
import { attachmentRepository } from "../../../lib/files/attachments";
import type { CallArgs } from "../../../lib/routes";
import { TRAINING_DOCUMENT_FILES, toDocument, visibleTrainingDocument } from "../training-document.rules";

export async function trainingDocumentDetail({
  app,
  actor,
  body,
}: CallArgs<{ id: number }>): Promise<TrainingDocument> {
  const db = app.database.db;
  const row = await visibleTrainingDocument(db, actor, body.id);
  return toDocument(row, await attachmentRepository(db, TRAINING_DOCUMENT_FILES).list(body.id));
}
