import { ATTACHMENT_MAX_FILES, type AttachmentFile, type SessionUser } from "@trms/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attachments } from "../../db/tables/attachments.table";
import { AppError } from "../errors";
import { fileUrl } from "./file-url";
import type { FileAccess } from "./files.routes";
import type { FileRule, StoredFile } from "./upload";

/**
 * Several files on one record: a training document or an event report. The record's
 * service calls these inside its own transaction; the files a change drops are removed from the
 * store only after that transaction commits (`removeQuietly`), and the files a failed save uploaded
 * are removed by `withUpload`, so a failure leaves no orphan and a success leaves no stray row.
 */

/** The multipart rule of the `files` field: images and PDF, 30 MB each, checked by content. */
export function attachmentRule(folder: string): FileRule {
  return { accept: ["image", "pdf"], folder, maxCount: ATTACHMENT_MAX_FILES };
}

/** Where one kind of record serves its attached files: `/api/v1/<base>/<key>`. */
export interface AttachmentKind {
  /** The record kind stored in `attachments.record_kind` and the store folder of its files. */
  kind: string;
  /** The files route base under /api/v1, e.g. "/training_document/file". */
  base: string;
}

const toFile =
  (kind: AttachmentKind) =>
  (row: typeof attachments.$inferSelect): AttachmentFile => ({
    id: row.id,
    url: fileUrl(row.fileKey, kind.base),
    name: row.originalName,
    mime: row.mime,
    size: row.size,
  });

export function attachmentRepository(db: Database, kind: AttachmentKind) {
  const ofRecord = (recordId: number) =>
    and(eq(attachments.recordKind, kind.kind), eq(attachments.recordId, recordId));
  const insert = async (recordId: number, files: StoredFile[]) => {
    if (files.length === 0) return;
    await db.insert(attachments).values(
      files.map((file) => ({
        recordKind: kind.kind,
        recordId,
        fileKey: file.key,
        originalName: file.originalName.slice(0, 255) || file.key.split("/").pop() || "file",
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
      })),
    );
  };

  return {
    /** The record's files, in the order they were attached. */
    async list(recordId: number): Promise<AttachmentFile[]> {
      const rows = await db.select().from(attachments).where(ofRecord(recordId)).orderBy(asc(attachments.id));
      return rows.map(toFile(kind));
    },

    /** The files of each of these records (one page of a list), in the order they were attached. */
    async listMany(recordIds: number[]): Promise<Map<number, AttachmentFile[]>> {
      const byRecord = new Map<number, AttachmentFile[]>();
      if (recordIds.length === 0) return byRecord;
      const rows = await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.recordKind, kind.kind), inArray(attachments.recordId, recordIds)))
        .orderBy(asc(attachments.id));
      for (const row of rows)
        byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), toFile(kind)(row)]);
      return byRecord;
    },

    /** How many files each of these records holds (a list's file count column). */
    async counts(recordIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (recordIds.length === 0) return counts;
      const rows = await db
        .select({ recordId: attachments.recordId, n: count() })
        .from(attachments)
        .where(and(eq(attachments.recordKind, kind.kind), inArray(attachments.recordId, recordIds)))
        .groupBy(attachments.recordId);
      for (const row of rows) counts.set(row.recordId, Number(row.n));
      return counts;
    },

    /** Attaches the files just uploaded to a new record. */
    async add(recordId: number, files: StoredFile[]) {
      if (files.length > ATTACHMENT_MAX_FILES) throw tooMany();
      await insert(recordId, files);
    },

    /**
     * The update of a record's files: keeps the listed ids, removes its other rows, attaches the new
     * files. An id that is not a file of this record is refused (400) before anything changes. Answers
     * the keys of the dropped files, for the caller to remove from the store once it has committed.
     */
    async replace(recordId: number, keepIds: number[], added: StoredFile[]): Promise<string[]> {
      const current = await db
        .select({ id: attachments.id, fileKey: attachments.fileKey })
        .from(attachments)
        .where(ofRecord(recordId))
        .for("update");
      const own = new Set(current.map((row) => row.id));
      const foreign = keepIds.findIndex((id) => !own.has(id));
      if (foreign >= 0) {
        throw new AppError("VALIDATION_ERROR", "validation_failed", [
          { path: `file_ids.${foreign}.id`, message: "attachment_not_of_record" },
        ]);
      }
      if (keepIds.length + added.length > ATTACHMENT_MAX_FILES) throw tooMany();
      const keep = new Set(keepIds);
      const dropped = current.filter((row) => !keep.has(row.id));
      if (dropped.length > 0)
        await db.delete(attachments).where(
          inArray(
            attachments.id,
            dropped.map((row) => row.id),
          ),
        );
      await insert(recordId, added);
      return dropped.map((row) => row.fileKey);
    },

    /** Detaches every file of a deleted record; answers their keys, to remove after the commit. */
    async removeAll(recordId: number): Promise<string[]> {
      const rows = await db
        .delete(attachments)
        .where(ofRecord(recordId))
        .returning({ fileKey: attachments.fileKey });
      return rows.map((row) => row.fileKey);
    },

    /** The record that holds this stored file, if a record of this kind does. */
    async recordOf(fileKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ recordId: attachments.recordId })
        .from(attachments)
        .where(and(eq(attachments.recordKind, kind.kind), eq(attachments.fileKey, fileKey)))
        .limit(1);
      return row?.recordId;
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;

const tooMany = () =>
  new AppError("VALIDATION_ERROR", "validation_failed", [{ path: "files", message: "attachment_too_many" }]);

/**
 * The access hook of an attachment kind's files route: a file may be read by whoever may read the
 * record that holds it; a key no record of the kind holds reads as missing.
 */
export function attachmentFileAccess(
  repository: AttachmentRepository,
  mayReadRecord: (user: SessionUser, recordId: number) => Promise<boolean>,
  /** The audit entity of the records, so each read is audited as a download of its record. */
  entity?: string,
): FileAccess {
  return async (user, key) => {
    const recordId = await repository.recordOf(key);
    if (recordId === undefined || !(await mayReadRecord(user, recordId))) return false;
    return entity ? { entity, id: recordId } : true;
  };
}
