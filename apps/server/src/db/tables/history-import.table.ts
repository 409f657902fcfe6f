import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One upload of an airline's history: previewed (nothing written), committed (its rows written in one
 * transaction) or undone. The uploaded file stays in the store under `file_key`, so the commit reads
 * exactly what was previewed and the problems workbook is that file with a problems column.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("previewed"),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key").notNull(),
    sha256: text("sha256").notNull(),
    /** The ZIP of PDFs uploaded beside the file, kept in the store for the commit; null without one. */
    zipName: text("zip_name"),
    zipKey: text("zip_key"),
    /** Per kind, how many rows create, update, leave unchanged or have problems. */
    kinds: jsonb("kinds").notNull(),
    problems: integer("problems").notNull().default(0),
    /**
     * Why the last commit or undo did not go through, or the check did not finish: the message key,
     * its values and its details (an undo's blockers), said in the reader's language.
     */
    failure: jsonb("failure"),
    createdBy: integer("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp("committed_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by"),
  },
  (t) => [index("import_batches_created_idx").on(t.createdAt, t.id)],
);

/**
 * Each data row of an import as the preview read it: where it is (sheet and row as the spreadsheet
 * numbers them), its natural key, what it does, its problems (message keys with their values, said in
 * the reader's language), and once committed the record it wrote and, for an update, the record's
 * columns before it, which an undo puts back.
 */
export const importRows = pgTable(
  "import_rows",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => importBatches.id, { onDelete: "cascade" }),
    /** The row's place in the upload, over all its sheets. */
    seq: integer("seq").notNull(),
    sheet: text("sheet").notNull(),
    row: integer("row").notNull(),
    kind: text("kind").notNull(),
    naturalKey: text("natural_key").notNull(),
    action: text("action").notNull(),
    problems: jsonb("problems"),
    recordId: integer("record_id"),
    before: jsonb("before"),
  },
  (t) => [
    index("import_rows_batch_seq_idx").on(t.batchId, t.seq),
    index("import_rows_batch_action_idx").on(t.batchId, t.action, t.seq),
  ],
);
