import { inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";

/**
 * The two queries a declaration runs. The app's `Database` is one, but its type is made of the
 * schema, which is made of these tables: naming it here would bring the tables back to themselves.
 */
type QueryDatabase = Pick<PgDatabase<PgQueryResultHKT>, "selectDistinct" | "execute">;

/**
 * Where stored files are named. Each table file declares its own; the orphan
 * sweep (orphan-sweep.ts) asks every declaration before it removes a file.
 */
export interface FileReferences {
  /** What names the files, for logs: "training flight reports", "avatars". */
  name: string;
  /** Of these keys (one batch, a few hundred at most), the ones still named here. */
  referencedKeys(db: QueryDatabase, keys: string[]): Promise<string[]>;
}

/** Columns that hold a file key each: a key is referenced while any row holds it. */
export function fileColumns(name: string, table: PgTable, columns: AnyPgColumn[]): FileReferences {
  return {
    name,
    async referencedKeys(db, keys) {
      const found = new Set<string>();
      for (const column of columns) {
        const rows = await db.selectDistinct({ key: column }).from(table).where(inArray(column, keys));
        for (const row of rows) if (typeof row.key === "string") found.add(row.key);
      }
      return [...found];
    },
  };
}

/**
 * A JSON column whose text may name file keys anywhere inside it (the audit history names files
 * a change replaced). Keys are ours (letters, digits, `/_.-`), so a substring test is exact enough.
 */
export function fileKeysMentioned(name: string, table: PgTable, column: AnyPgColumn): FileReferences {
  return {
    name,
    async referencedKeys(db, keys) {
      const rows = (await db.execute(sql`
        select k.key from unnest(${sql.param(keys)}::text[]) as k(key)
        where exists (select 1 from ${table} where strpos(${column}::text, k.key) > 0)`)) as unknown as {
        rows: { key: string }[];
      };
      return rows.rows.map((row) => row.key);
    },
  };
}

/** A text array column of file keys: a key is referenced while any row's array holds it. */
export function fileKeyArrays(name: string, table: PgTable, column: AnyPgColumn): FileReferences {
  return {
    name,
    async referencedKeys(db, keys) {
      const rows = (await db.execute(sql`
        select k.key from unnest(${sql.param(keys)}::text[]) as k(key)
        where exists (select 1 from ${table} where ${column} @> array[k.key])`)) as unknown as {
        rows: { key: string }[];
      };
      return rows.rows.map((row) => row.key);
    },
  };
}
