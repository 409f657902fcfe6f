import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The number of rows of a listed table, kept by statement triggers in the transaction that inserts
 * or deletes them (migration 0007), so an unfiltered list's total is one row read instead of a
 * count over the whole table (ADR 0007).
 */
export const listCounters = pgTable("list_counters", {
  tableName: text("table_name").primaryKey(),
  total: bigint("total", { mode: "number" }).notNull(),
});

/**
 * A number every statement that writes a listed table raises, in the writing transaction
 * (migration 0022): a list's total counted at one version holds for as long as the version does,
 * so the same search paged through is counted once (ADR 0415).
 */
export const listVersions = pgTable("list_versions", {
  tableName: text("table_name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
