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
import type { FileStore } from "../../lib/files/file-store";
import { checkAccess } from "../../lib/record-access";
import { type TrainingDocumentRow, trainingDocumentRepository } from "./training-document.repository";

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

/** What the calls of this feature share: its dependencies and the rules they read. */
export function trainingDocumentContext(deps: { db: Database; store: FileStore }) {
  const repo = trainingDocumentRepository(deps.db);
  const files = attachmentRepository(deps.db, TRAINING_DOCUMENT_FILES);

  /**
   * The document if this account may see it, or may change it with the given right; one outside its
   * fleet reads as missing.
   */
  async function visible(
    actor: SessionUser,
    id: number,
    right?: "training_document.edit" | "training_document.delete",
  ) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    const action = right === "training_document.edit" ? "edit" : right ? "delete" : "read";
    checkAccess(actor, "training_document", action, {
      fleet: row.fleet,
      started: row.startDate <= airlineToday(),
    });
    return row;
  }

  /** A fleet the account may keep documents for: its own or All (every fleet for the super administrator). */
  function checkFleet(actor: SessionUser, fleet: string) {
    if (!documentInFleet(actor, { fleet })) throw validation("fleet", "td_fleet_not_yours");
  }

  async function list(actor: SessionUser, input: TrainingDocumentListInput, withTotal = true) {
    const page = await repo.list(input, fleetScope(actor), { withTotal });
    const ids = page.rows.map((row) => row.id);
    const byRecord = await files.listMany(ids);
    return {
      documents: page.rows.map((row) => toDocument(row, byRecord.get(row.id) ?? [])),
      total: page.total,
    } satisfies TrainingDocumentListReply;
  }

  return { deps, checkFleet, files, list, repo, visible };
}
export type TrainingDocumentContext = ReturnType<typeof trainingDocumentContext>;
