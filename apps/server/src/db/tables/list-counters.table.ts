import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

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

/**
 * For each one- and two-character substring ("gram") of a table's search text, the number of rows
 * whose text contains it, and under the empty gram the number of rows; kept by statement triggers in
 * the writing transaction (migration 0025). A keyword of one or two characters is found in exactly
 * the rows counted under it, so a list searched by one is counted with one row read.
 */
export const listGramCounts = pgTable(
  "list_gram_counts",
  {
    tableName: text("table_name").notNull(),
    gram: text("gram").notNull(),
    rows: bigint("rows", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.gram] })],
);
