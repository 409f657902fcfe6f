import { migrationTag } from "./manifest";

/** Runs one statement and gives its rows: the same on a pg client, a PGlite transaction or Drizzle. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** An identifier quoted for SQL. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A schema-qualified table name quoted for SQL ("drizzle.__drizzle_migrations" → "drizzle"."__drizzle_migrations"). */
export const quoteTable = (qualified: string) => {
  const dot = qualified.indexOf(".");
  return `${quoteIdent(qualified.slice(0, dot))}.${quoteIdent(qualified.slice(dot + 1))}`;
};

/** Every ordinary table outside PostgreSQL's own schemas, as "schema.table", sorted. */
export async function userTables(query: RunQuery): Promise<string[]> {
  const rows = await query(`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1`);
  return rows.map((row) => String(row.name));
}

/** Each table's row count, read in the caller's snapshot (one statement). */
export async function tableCounts(query: RunQuery, tables: string[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const rows = await query(
    tables
      .map(
        (table) =>
          `select '${table.replaceAll("'", "''")}' as name, count(*)::bigint as n from ${quoteTable(table)}`,
      )
      .join(" union all "),
  );
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

/** The last migration the database holds (by Drizzle's record of it) and how many it holds. */
export async function appliedMigration(
  query: RunQuery,
  tables: string[],
): Promise<{ tag: string | null; count: number }> {
  if (!tables.includes(MIGRATIONS_TABLE)) return { tag: null, count: 0 };
  const [row] = await query(
    `select count(*)::int as count, max(created_at)::text as last from ${quoteTable(MIGRATIONS_TABLE)}`,
  );
  const last = row?.last === null || row?.last === undefined ? null : Number(row.last);
  return { tag: await migrationTag(last), count: Number(row?.count ?? 0) };
}

/** What a manifest records of a database snapshot: its tables' counts and its migration. */
export async function snapshotFacts(query: RunQuery) {
  const tables = await userTables(query);
  return { tables: await tableCounts(query, tables), migration: await appliedMigration(query, tables) };
}
