import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { fileKeysMentioned } from "./file-references";
import { users } from "./user.table";

/** Who changed which record when, and how; written in the same transaction as the change. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb("changes"),
    /** The row's place in its record's chain and its seal, set by the sealing trigger. */
    chainSeq: integer("chain_seq"),
    chainHash: text("chain_hash"),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    // The audit list: newest first across records, by kind, or by who.
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_kind_at_idx").on(t.entity, t.at, t.id),
    index("audit_log_actor_at_idx").on(t.actorId, t.at, t.id),
  ],
);

/**
 * Files the history still names: a report replaced on an approved record is kept for
 * administrators and named only here, so the orphan sweep must never take it.
 */
export const auditedFiles = fileKeysMentioned("audit history", auditLog, auditLog.changes);
