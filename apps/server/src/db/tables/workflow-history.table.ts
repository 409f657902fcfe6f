import { bigserial, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { users } from "./user.table";

/**
 * Every status move of every workflow (training-flight approval today; SIM forms, CAAV, line
 * check and line training next): which record moved from which state to which, by whom, why, with
 * which file. Written by `lib/workflow.ts` in the transaction of the move.
 */
export const workflowHistory = pgTable(
  "workflow_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    fromStatus: smallint("from_status").notNull(),
    toStatus: smallint("to_status").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    fileKey: text("file_key"),
    /** Hex SHA-256 of the file's bytes as stored, so a later copy can be checked against it. */
    fileSha256: text("file_sha256"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The row's place in its record's chain and its seal, set by the sealing trigger. */
    chainSeq: integer("chain_seq"),
    chainHash: text("chain_hash"),
  },
  (t) => [
    index("workflow_history_entity_idx").on(t.entity, t.entityId, t.at),
    // Who may read a stored file is decided by the record whose history names it.
    index("workflow_history_file_idx").on(t.fileKey),
  ],
);

/** The file each move carried (the orphan sweep keeps every file named here). */
export const workflowFiles = fileColumns("workflow history", workflowHistory, [workflowHistory.fileKey]);
