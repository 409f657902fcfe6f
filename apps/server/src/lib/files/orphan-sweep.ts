import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { FileReferences } from "../../db/tables/file-references";
import { DAY_MS, HOUR_MS, type Schedule, scheduleRepeating } from "../schedule";
import type { FileStore, StoredObject } from "./file-store";

export interface OrphanSweepOptions {
  db: Database;
  store: FileStore;
  /** Every declaration of where files are named (each feature's, and the audit history's). */
  references: readonly FileReferences[];
  /** Files younger than this are left alone: their upload may still be on its way to a row. */
  minAgeMs?: number;
  /** Keys asked about in one round of queries. */
  batchSize?: number;
  now?: Date;
  /** Stops between batches (the server is shutting down). */
  signal?: AbortSignal;
}

/**
 * Removes stored files that nothing names and that are older than an hour (ADR 0042): files of
 * uploads whose record never committed (a crash, a kill -9 between the upload and the save) and
 * `.part` files of uploads cut off mid-stream. A file is kept while any declaration names it,
 * including the audit history, which keeps the reports an approved record had before a change.
 * Walks the store a batch at a time and asks the database about each batch only.
 */
export async function sweepOrphanFiles(options: OrphanSweepOptions): Promise<{ removed: string[] }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? HOUR_MS);
  const batchSize = options.batchSize ?? 500;
  const removed: string[] = [];
  let batch: string[] = [];

  const settle = async () => {
    const orphans = await unreferenced(options.db, options.references, batch);
    batch = [];
    for (const key of orphans) {
      await options.store.delete(key);
      removed.push(key);
    }
  };

  for await (const file of options.store.list()) {
    if (options.signal?.aborted) break;
    if (!isOld(file, cutoff)) continue;
    if (file.key.endsWith(".part")) {
      // Half-written by an upload that never finished; no row can name a temporary file.
      await options.store.delete(file.key);
      removed.push(file.key);
      continue;
    }
    batch.push(file.key);
    if (batch.length >= batchSize) await settle();
  }
  if (batch.length > 0 && !options.signal?.aborted) await settle();
  return { removed };
}

const isOld = (file: StoredObject, cutoff: number) => file.lastModified.getTime() < cutoff;

/** The keys no declaration names; each declaration is asked only about what is still unclaimed. */
async function unreferenced(db: Database, references: readonly FileReferences[], keys: string[]) {
  const unclaimed = new Set(keys);
  for (const reference of references) {
    if (unclaimed.size === 0) break;
    for (const key of await reference.referencedKeys(db, [...unclaimed])) unclaimed.delete(key);
  }
  return [...unclaimed];
}

/**
 * Runs the sweep now and then once a day, in the background; `stop()` ends the schedule and
 * interrupts a sweep in progress between batches, so shutdown does not wait for a long walk.
 */
export function scheduleOrphanSweeps(
  options: Omit<OrphanSweepOptions, "signal" | "now"> & { log: FastifyBaseLogger; intervalMs?: number },
): Schedule {
  return scheduleRepeating({
    name: "orphan file sweep",
    intervalMs: options.intervalMs ?? DAY_MS,
    log: options.log,
    async task(signal) {
      const { removed } = await sweepOrphanFiles({ ...options, signal });
      if (removed.length > 0) options.log.info({ removed: removed.length }, "orphan files removed");
    },
  });
}
