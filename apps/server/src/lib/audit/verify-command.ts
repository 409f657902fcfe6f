import type { HistoryVerification } from "@trms/shared";
import { openPostgres } from "../../db/client";
import { onEmbeddedDatabase } from "../backup";
import { verifyHistory } from "./history-chain";

/**
 * `npm run verify`: the sealed history's check on PostgreSQL, or on the embedded
 * database as the backup command reaches it: a running server is asked over the data
 * folder's socket; with none running, the command claims the folder and opens it itself.
 */
export async function verifyInstallation(
  storage: { dataDir: string; databaseUrl?: string },
  events: { askingServer?: () => void } = {},
): Promise<HistoryVerification> {
  if (storage.databaseUrl) {
    const database = await openPostgres(storage.databaseUrl);
    try {
      return await verifyHistory(database.db);
    } finally {
      await database.close();
    }
  }
  return await onEmbeddedDatabase(storage.dataDir, {
    request: { op: "verify" },
    holder: "verify",
    answer: (reply) => reply.verification as HistoryVerification,
    locally: (db) => verifyHistory(db),
    failed: "verify_failed",
    askingServer: events.askingServer,
  });
}
