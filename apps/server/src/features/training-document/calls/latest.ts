import type { DocumentType, LatestTrainingDocument } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import { attachmentRepository } from "../../../lib/files/attachments";
import type { CallArgs } from "../../../lib/routes";
import { latestDocumentOfType } from "../training-document.repository";
import { TRAINING_DOCUMENT_FILES } from "../training-document.rules";

/** The folder of a type (part2 §7): the newest document whose start date has come, for the caller's fleet. */
export async function latestTrainingDocument({
  app,
  actor,
  body,
}: CallArgs<{ type: DocumentType }>): Promise<LatestTrainingDocument> {
  const db = app.database.db;
  const row = await latestDocumentOfType(db, body.type, actor.fleet, airlineToday());
  if (!row) return { id: null, document_name: null, start_date: null, files: [] };
  return {
    id: row.id,
    document_name: row.documentName,
    start_date: row.startDate,
    files: await attachmentRepository(db, TRAINING_DOCUMENT_FILES).list(row.id),
  };
}
