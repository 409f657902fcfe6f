import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The last sealed row of every record's chain in each history table.
 * The sealing trigger locks a record's head row while it links a new row, so two writers of one
 * record's history take turns; the head also tells when a chain's last rows were deleted.
 */
export const historyChainHeads = pgTable(
  "history_chain_heads",
  {
    history: text("history").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    seq: integer("seq").notNull(),
    hash: text("hash").notNull(),
    lastId: bigint("last_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.history, t.entity, t.entityId] })],
);

/**
 * A daily seal over every chain of one history table: the rows up to `maxId`, how many, and a
 * digest of each chain's last row among them; each anchor is chained to the one before it, so a
 * whole record's chain deleted with its head is seen too.
 */
export const historyAnchors = pgTable(
  "history_anchors",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    history: text("history").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    maxId: bigint("max_id", { mode: "number" }).notNull(),
    rowCount: bigint("row_count", { mode: "number" }).notNull(),
    chains: integer("chains").notNull(),
    digest: text("digest").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [index("history_anchors_history_idx").on(t.history, t.id)],
);
