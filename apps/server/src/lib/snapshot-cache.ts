import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedSql, rowsOf } from "./sql";

export interface SnapshotCache<T> {
  /**
   * The value kept for `key` when no transaction has completed since it was read, else `read`'s
   * value, kept for the next call. `key` names everything the value depends on besides the
   * database's rows (the caller's scope, the request, the day).
   */
  get(key: string, read: () => Promise<T>): Promise<T>;
}

/**
 * Values read from the database, given again while its current snapshot is the one taken just
 * before they were read (ADR 1085). A snapshot (`xmin:xmax:running`) says which transactions had
 * completed: `xmax` is one past the newest completed one and the list names those still running
 * below it. While both are unchanged no transaction has committed (or rolled back) since, so the
 * same reads would find the same rows. A transaction that completes while a value is being read
 * changes the snapshot for good (completed stays completed), so that value is never given again:
 * the reads may span several statements. Any completed write anywhere makes the next call read
 * again; the check is one statement without a table. At most `max` keys are kept, the oldest
 * dropped first.
 */
export function snapshotCache<T>(db: Database, options: { max: number }): SnapshotCache<T> {
  const kept = new Map<string, { snapshot: string; value: T }>();
  const current = preparedSql(
    db,
    "current snapshot",
    () => sql`select pg_current_snapshot()::text as snapshot`,
  );
  const snapshotNow = async () => rowsOf<{ snapshot: string }>(await current.execute({}))[0]?.snapshot ?? "";

  return {
    async get(key, read) {
      const snapshot = await snapshotNow();
      const found = kept.get(key);
      if (found && found.snapshot === snapshot) return found.value;
      const value = await read();
      kept.delete(key);
      kept.set(key, { snapshot, value });
      if (kept.size > options.max) kept.delete(kept.keys().next().value as string);
      return value;
    },
  };
}
