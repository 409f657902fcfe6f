import { existsSync } from "node:fs";
import path from "node:path";
import type { HistoryVerification } from "@trms/shared";
import { createPglite, openPglite, openPostgres } from "../../db/client";
import { askHolder, BackupError, claimDataFolder, DataFolderHeld, folderInUse } from "../backup";
import { verifyHistory } from "./history-chain";

/** How long the command waits for a server that is still starting to answer. */
const STARTING_WAIT_MS = 120_000;

/**
 * `npm run verify` (ADR 1060): the sealed history's check on PostgreSQL, or on the embedded
 * database, whose folder one process opens at a time (ADR 1041): a running server is asked over
 * the data folder's socket; with none running, the command claims the folder and opens it itself.
 */
export async function verifyInstallation(
  storage: { dataDir: string; databaseUrl?: string },
  events: { askingServer?: () => void } = {},
): Promise<HistoryVerification> {
  if (storage.databaseUrl) {
    const database = openPostgres(storage.databaseUrl);
    try {
      return await verifyHistory(database.db);
    } finally {
      await database.close();
    }
  }
  const { dataDir } = storage;
  const deadline = Date.now() + STARTING_WAIT_MS;
  let told = false;
  for (;;) {
    const holder = await askHolder(dataDir, { op: "who" });
    if (holder?.holder === "server" && !told) {
      events.askingServer?.();
      told = true;
    }
    const reply = holder ? await askHolder(dataDir, { op: "verify" }) : undefined;
    if (reply?.ok) return reply.verification as HistoryVerification;
    if (reply) {
      if (reply.error === "busy") throw folderInUse(dataDir, new DataFolderHeld(reply.holder, reply.pid));
      if (reply.error !== "starting" || Date.now() > deadline)
        throw new BackupError("verify_failed", { reason: reply.error });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const dbDir = path.join(dataDir, "db");
    if (!existsSync(path.join(dbDir, "PG_VERSION"))) throw new BackupError("backup_no_database", { dataDir });
    let claim: Awaited<ReturnType<typeof claimDataFolder>>;
    try {
      claim = await claimDataFolder(dataDir, "verify");
    } catch (error) {
      if (error instanceof DataFolderHeld) continue; // a server started meanwhile: ask it
      throw error;
    }
    try {
      const database = await openPglite(await createPglite({ dataDir: dbDir }));
      try {
        return await verifyHistory(database.db);
      } finally {
        await database.close();
      }
    } finally {
      await claim.release();
    }
  }
}
