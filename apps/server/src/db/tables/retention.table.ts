import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { fileKeyArrays } from "./file-references";
import { users } from "./user.table";

/**
 * What a delete call took out of the live tables (ADR 1062): the record's row and
 * its dependent rows as they were, the files it named (kept in the store), who deleted it and when.
 * No list, detail or count reads it; only the purge removes it, once the retention period is over.
 */
export const retainedRecords = pgTable(
  "retained_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The audit history's name of the kind (`training_flight`, `sim_session`, …) and the record's id. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    record: jsonb("record").notNull(),
    files: text("files").array().notNull().default([]),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("retained_records_entity_idx").on(t.entity, t.entityId),
    index("retained_records_deleted_at_idx").on(t.deletedAt),
    index("retained_records_files_idx").using("gin", t.files),
  ],
);

/**
 * The seals of the history rows a purge removed: the daily anchors counted those rows
 * and folded their chains' last seals, so the verification counts these beside the live rows.
 */
export const historyPurgedRows = pgTable(
  "history_purged_rows",
  {
    history: text("history").notNull(),
    id: bigint("id", { mode: "number" }).notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    chainSeq: integer("chain_seq"),
    chainHash: text("chain_hash"),
    purgedAt: timestamp("purged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.history, t.id] })],
);

/** The files of retained records stay in the store until the purge. */
export const retainedFiles = fileKeyArrays("retained records", retainedRecords, retainedRecords.files);
