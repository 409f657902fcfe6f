import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerMessageKey } from "@trms/shared";
import { createPglite, type DatabaseHandle, openPglite } from "../../db/client";
import type { DatabaseSource } from "./backup";
import { BackupError } from "./backup-error";
import {
  askHolder,
  claimDataFolder,
  DataFolderHeld,
  type FolderReply,
  type FolderRequest,
  type Holder,
} from "./data-folder";
import { type SnapshotFacts, snapshotPglite } from "./snapshot-pglite";

/** How long the backup command waits for a server that is still starting to answer. */
const STARTING_WAIT_MS = 120_000;

/** A data folder is claimed only by whoever runs on it; the refusal names who that is. */
export function folderInUse(dataDir: string, held: DataFolderHeld): BackupError {
  return new BackupError("data_folder_in_use", { dataDir, holder: held.holder, pid: String(held.pid) });
}

/**
 * Work on the embedded database from a command: a running server is asked on the data
 * folder's socket (`request`, its answer read by `answer`); with none running, the command claims
 * the folder as `holder` and opens the database itself for `locally`, so no server starts on it
 * meanwhile. `failed` names the catalogue message of a refusal the server gives.
 */
export async function onEmbeddedDatabase<T>(
  dataDir: string,
  options: {
    request: FolderRequest;
    holder: Holder;
    answer: (reply: FolderReply & { ok: true }) => T;
    locally: (db: DatabaseHandle["db"], dbDir: string) => Promise<T>;
    failed: ServerMessageKey;
    askingServer?: () => void;
  },
): Promise<T> {
  const deadline = Date.now() + STARTING_WAIT_MS;
  let told = false;
  for (;;) {
    const holder = await askHolder(dataDir, { op: "who" });
    if (holder?.holder === "server" && !told) {
      options.askingServer?.();
      told = true;
    }
    const reply = holder ? await askHolder(dataDir, options.request) : undefined;
    if (reply?.ok) return options.answer(reply);
    if (reply) {
      if (reply.error === "busy") throw folderInUse(dataDir, new DataFolderHeld(reply.holder, reply.pid));
      if (reply.error !== "starting" || Date.now() > deadline)
        throw new BackupError(options.failed, { reason: reply.error });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const dbDir = path.join(dataDir, "db");
    if (!existsSync(path.join(dbDir, "PG_VERSION"))) throw new BackupError("backup_no_database", { dataDir });
    let claim: Awaited<ReturnType<typeof claimDataFolder>>;
    try {
      claim = await claimDataFolder(dataDir, options.holder);
    } catch (error) {
      if (error instanceof DataFolderHeld) continue; // a server started meanwhile: ask it
      throw error;
    }
    try {
      const database = await openPglite(await createPglite({ dataDir: dbDir }));
      try {
        return await options.locally(database.db, dbDir);
      } finally {
        await database.close();
      }
    } finally {
      await claim.release();
    }
  }
}

/** The embedded database as the backup command reads it: a snapshot, from the server or itself. */
export function embeddedSource(dataDir: string, events: { askingServer?: () => void } = {}): DatabaseSource {
  return {
    kind: "pglite",
    snapshot: (target) =>
      onEmbeddedDatabase(dataDir, {
        request: { op: "snapshot", target },
        holder: "backup",
        answer: (reply) => reply.snapshot as SnapshotFacts,
        locally: (db, dbDir) => snapshotPglite(db, dbDir, target),
        failed: "backup_failed",
        askingServer: events.askingServer,
      }),
  };
}
