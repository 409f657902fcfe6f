import path from "node:path";
import { openPostgres } from "../../db/client";
import type { FileReferences } from "../../db/tables/file-references";
import { onEmbeddedDatabase } from "../backup";
import { type FileStore, localFileStore } from "../files/file-store";
import type { S3Options } from "../files/s3-file-store";
import { s3FileStore } from "../files/s3-file-store";
import { type PurgeResult, purgeExpired } from "./purge";

/**
 * `npm run purge`: the operator's explicit purge of what was deleted
 * more than `retentionYears` ago, on PostgreSQL, or on the embedded database as `npm run verify`
 * reaches it: a running server is asked over the data folder's socket and purges with
 * its own settings; with none running, the command claims the folder and purges itself.
 */
export async function purgeInstallation(
  storage: { dataDir: string; databaseUrl?: string; s3?: S3Options },
  options: { retentionYears: number; references: readonly FileReferences[]; askingServer?: () => void },
): Promise<PurgeResult> {
  const store: FileStore = storage.s3
    ? s3FileStore(storage.s3)
    : localFileStore(path.join(storage.dataDir, "files"));
  const run = (db: Parameters<typeof purgeExpired>[0]["db"]) =>
    purgeExpired(
      { db, store, references: options.references },
      { retentionYears: options.retentionYears, actorId: null },
    );
  if (storage.databaseUrl) {
    const database = await openPostgres(storage.databaseUrl);
    try {
      return await run(database.db);
    } finally {
      await database.close();
    }
  }
  return await onEmbeddedDatabase(storage.dataDir, {
    request: { op: "purge" },
    holder: "purge",
    answer: (reply) => reply.purge as PurgeResult,
    locally: (db) => run(db),
    failed: "purge_failed",
    askingServer: options.askingServer,
  });
}
