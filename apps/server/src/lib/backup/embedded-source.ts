import { existsSync } from "node:fs";
import path from "node:path";
import { createPglite, openPglite } from "../../db/client";
import type { DatabaseSource } from "./backup";
import { BackupError } from "./backup-error";
import { askHolder, claimDataFolder, DataFolderHeld } from "./data-folder";
import { type SnapshotFacts, snapshotPglite } from "./snapshot-pglite";

/** How long the backup command waits for a server that is still starting to answer. */
const STARTING_WAIT_MS = 120_000;

/** A data folder is claimed only by whoever runs on it; the refusal names who that is. */
export function folderInUse(dataDir: string, held: DataFolderHeld): BackupError {
  return new BackupError("data_folder_in_use", { dataDir, holder: held.holder, pid: String(held.pid) });
}

/**
 * The embedded database as the backup command reads it (ADR 1041): a running server is asked for
 * the snapshot on the data folder's socket; with none running, the command claims the folder and
 * opens the database itself, so no server starts on it meanwhile.
 */
export function embeddedSource(dataDir: string, events: { askingServer?: () => void } = {}): DatabaseSource {
  return {
    kind: "pglite",
    async snapshot(target) {
      const deadline = Date.now() + STARTING_WAIT_MS;
      let told = false;
      for (;;) {
        const holder = await askHolder(dataDir, { op: "who" });
        if (holder?.holder === "server" && !told) {
          events.askingServer?.();
          told = true;
        }
        const reply = holder ? await askHolder(dataDir, { op: "snapshot", target }) : undefined;
        if (reply?.ok) return reply.snapshot as SnapshotFacts;
        if (reply) {
          if (reply.error === "busy") throw folderInUse(dataDir, new DataFolderHeld(reply.holder, reply.pid));
          if (reply.error !== "starting" || Date.now() > deadline)
            throw new BackupError("backup_failed", { reason: reply.error });
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        const dbDir = path.join(dataDir, "db");
        if (!existsSync(path.join(dbDir, "PG_VERSION")))
          throw new BackupError("backup_no_database", { dataDir });
        let claim: Awaited<ReturnType<typeof claimDataFolder>>;
        try {
          claim = await claimDataFolder(dataDir, "backup");
        } catch (error) {
          if (error instanceof DataFolderHeld) continue; // a server started meanwhile: ask it
          throw error;
        }
        try {
          const database = await openPglite(await createPglite({ dataDir: dbDir }));
          try {
            return await snapshotPglite(database.db, dbDir, target);
          } finally {
            await database.close();
          }
        } finally {
          await claim.release();
        }
      }
    },
  };
}
