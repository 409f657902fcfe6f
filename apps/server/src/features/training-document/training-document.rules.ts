import {
  type AttachmentFile,
  type CreateTrainingDocumentInput,
  type DocumentFleet,
  type DocumentType,
  documentInFleet,
  fleetScope,
  type SessionUser,
  type TrainingDocument,
  type TrainingDocumentListInput,
  type TrainingDocumentListReply,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { notFound, validation } from "../../lib/errors";
import { type AttachmentKind, attachmentRepository } from "../../lib/files/attachments";
import { checkAccess } from "../../lib/record-access";
import {
  type TrainingDocumentRow,
  trainingDocumentById,
  trainingDocumentPage,
} from "./training-document.repository";

export const ENTITY = "training_document";

/** Where the documents' files live and are served. */
export const TRAINING_DOCUMENT_FILES: AttachmentKind = {
  kind: "training_document",
  base: "/training_document/file",
};

export function toDocument(
  row: TrainingDocumentRow,
  files: AttachmentFile[],
  fileCount = files.length,
): TrainingDocument {
  return {
    id: row.id,
    fleet: row.fleet as DocumentFleet,
    training_type: row.trainingType as DocumentType,
    document_name: row.documentName,
    start_date: row.startDate,
    note: row.note,
    files,
    file_count: fileCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const snapshot = (row: TrainingDocumentRow) => ({
  fleet: row.fleet,
  training_type: row.trainingType,
  document_name: row.documentName,
  start_date: row.startDate,
  note: row.note,
});

export const valuesOf = (input: CreateTrainingDocumentInput) => ({
  fleet: input.fleet,
  trainingType: input.training_type,
  documentName: input.document_name,
  startDate: input.start_date,
  note: input.note ?? null,
});

/**
 * The document if this account may see it, or may change it with the given right; one outside its
 * fleet reads as missing.
 */
export async function visibleTrainingDocument(
  db: Database,
  actor: SessionUser,
  id: number,
  right?: "training_document.edit" | "training_document.delete",
) {
  const row = await trainingDocumentById(db, id);
  if (!row) throw notFound();
  const action = right === "training_document.edit" ? "edit" : right ? "delete" : "read";
  checkAccess(actor, "training_document", action, {
    fleet: row.fleet,
    started: row.startDate <= airlineToday(),
  });
  return row;
}

/** A fleet the account may keep documents for: its own or All (every fleet for the super administrator). */
export function checkDocumentFleet(actor: SessionUser, fleet: string) {
  if (!documentInFleet(actor, { fleet })) throw validation("fleet", "td_fleet_not_yours");
}

/** One page of the list in the caller's fleet scope, each document with its files. */
export async function trainingDocumentList(
  db: Database,
  actor: SessionUser,
  input: TrainingDocumentListInput,
  withTotal: boolean,
): Promise<TrainingDocumentListReply> {
  const page = await trainingDocumentPage(db, input, fleetScope(actor), { withTotal });
  const ids = page.rows.map((row) => row.id);
  const byRecord = await attachmentRepository(db, TRAINING_DOCUMENT_FILES).listMany(ids);
  return {
    documents: page.rows.map((row) => toDocument(row, byRecord.get(row.id) ?? [])),
    total: page.total,
  };
}
