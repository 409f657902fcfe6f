import {
  type AttachmentFile,
  type CreateTrainingDocumentInput,
  can,
  type DocumentFleet,
  type DocumentType,
  documentInFleet,
  fleetScope,
  type LatestTrainingDocument,
  type SessionUser,
  TRAINING_DOCUMENT_EXPORT_MAX_ROWS,
  type TrainingDocument,
  type TrainingDocumentExportQuery,
  type TrainingDocumentListInput,
  type TrainingDocumentListReply,
  type UpdateTrainingDocumentInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { auditRepository, diff } from "../../lib/audit/audit.repository";
import { forbidden, notFound, validation } from "../../lib/errors";
import { type AttachmentKind, attachmentRepository } from "../../lib/files/attachments";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { type TrainingDocumentRow, trainingDocumentRepository } from "./training-document.repository";

const ENTITY = "training_document";

/** Where the documents' files live and are served (ADR 0502). */
export const TRAINING_DOCUMENT_FILES: AttachmentKind = {
  kind: "training_document",
  base: "/training_document/file",
};

function toDocument(
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

const snapshot = (row: TrainingDocumentRow) => ({
  fleet: row.fleet,
  training_type: row.trainingType,
  document_name: row.documentName,
  start_date: row.startDate,
  note: row.note,
});

const valuesOf = (input: CreateTrainingDocumentInput) => ({
  fleet: input.fleet,
  trainingType: input.training_type,
  documentName: input.document_name,
  startDate: input.start_date,
  note: input.note ?? null,
});

export function trainingDocumentService(deps: { db: Database; store: FileStore }) {
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
    if (!row || !(can(actor, "training_document.view", row) || (right && can(actor, right, row))))
      throw notFound();
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

  return {
    list: (actor: SessionUser, input: TrainingDocumentListInput) => list(actor, input),

    /** The rows the list shows for this search, filters and sort, up to the export's cap. */
    async exportRows(actor: SessionUser, query: TrainingDocumentExportQuery) {
      const reply = await list(
        actor,
        { ...query, page_number: 1, page_count: TRAINING_DOCUMENT_EXPORT_MAX_ROWS },
        false,
      );
      return reply.documents;
    },

    async detail(actor: SessionUser, id: number): Promise<TrainingDocument> {
      const row = await visible(actor, id);
      return toDocument(row, await files.list(id));
    },

    async create(actor: SessionUser, input: CreateTrainingDocumentInput, uploaded: StoredFile[]) {
      if (!can(actor, "training_document.create")) throw forbidden();
      checkFleet(actor, input.fleet);
      return deps.db.transaction(async (tx) => {
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
    },

    /**
     * Changes the fields and the files: `file_ids` are kept, the document's other files dropped, the
     * new ones attached, in one transaction; the dropped files leave the store only after it commits.
     */
    async update(actor: SessionUser, input: UpdateTrainingDocumentInput, uploaded: StoredFile[]) {
      await visible(actor, input.id, "training_document.edit");
      checkFleet(actor, input.fleet);
      const result = await deps.db.transaction(async (tx) => {
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
      await removeQuietly(deps.store, result.dropped);
      return result.document;
    },

    /** Deletes the document; its files leave the store only after the row is gone. */
    async delete(actor: SessionUser, id: number) {
      await visible(actor, id, "training_document.delete");
      const keys = await deps.db.transaction(async (tx) => {
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
      await removeQuietly(deps.store, keys);
    },

    /** The folder of a type (part2 §7): the newest document whose start date has come, for the caller's fleet. */
    async latest(actor: SessionUser, type: DocumentType): Promise<LatestTrainingDocument> {
      const row = await repo.latest(type, actor.fleet, airlineToday());
      if (!row) return { id: null, document_name: null, start_date: null, files: [] };
      return {
        id: row.id,
        document_name: row.documentName,
        start_date: row.startDate,
        files: await files.list(row.id),
      };
    },

    /**
     * Who may open a document's file: whoever may see the document, and any account of its fleet
     * once its start date has come (the folder dialog shows it beside the SIM and line check lists).
     */
    async mayReadRecord(actor: SessionUser, id: number) {
      const row = await repo.byId(id);
      if (!row) return false;
      if (can(actor, "training_document.view", row)) return true;
      const fleets = [actor.fleet, "ALL"];
      return fleets.includes(row.fleet) && row.startDate <= airlineToday();
    },

    files,
  };
}
export type TrainingDocumentService = ReturnType<typeof trainingDocumentService>;
