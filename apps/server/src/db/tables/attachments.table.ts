import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";

/**
 * Files attached to a record that holds several (a training document, an event report), keyed by
 * the record's kind and id rather than a foreign key, so each new record kind needs no table of its
 * own. Rows go with their record in the record's transaction (lib/files/attachments.ts).
 */
export const attachments = pgTable(
  "attachments",
  {
    id: serial("id").primaryKey(),
    /** The kind of record: "training_document", "event_report". */
    recordKind: text("record_kind").notNull(),
    recordId: integer("record_id").notNull(),
    fileKey: text("file_key").notNull().unique(),
    /** The name the file had on the uploader's machine, shown in lists and used for downloads. */
    originalName: text("original_name").notNull(),
    mime: text("mime").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attachments_record_idx").on(t.recordKind, t.recordId, t.id)],
);

/** The orphan sweep keeps every file an attachment row names. */
export const attachmentFiles = fileColumns("attachments", attachments, [attachments.fileKey]);
