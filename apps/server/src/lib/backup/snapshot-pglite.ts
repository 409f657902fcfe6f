import { cp } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/client";
import { type RunQuery, snapshotFacts } from "./database-facts";

/** Files of a running cluster that a copy leaves out, as pg_basebackup does. */
const NOT_COPIED = new Set(["postmaster.pid", "postmaster.opts"]);

export type SnapshotFacts = Awaited<ReturnType<typeof snapshotFacts>>;

/**
 * A consistent copy of the embedded database's cluster in `target`. PGlite runs one
 * statement at a time and a transaction holds it until it ends: inside one, the tables are
 * counted, a checkpoint writes every committed change to the cluster's files, and the files are
 * copied before anything else may run. The copy is what the files would hold had the process
 * stopped at that moment with every acknowledged write in them; requests wait meanwhile.
 */
export async function snapshotPglite(db: Database, dbDir: string, target: string): Promise<SnapshotFacts> {
  return db.transaction(async (tx) => {
    const query: RunQuery = async (text) =>
      ((await tx.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    await query("set transaction read only");
    const facts = await snapshotFacts(query);
    await query("checkpoint");
    await cp(dbDir, target, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.relative(dbDir, source)),
    });
    return facts;
  });
}
