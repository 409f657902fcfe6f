import type { VerifyHistoryReply } from "@trms/shared";
import { verifyHistory as verifyHistoryChains } from "../../../lib/audit/history-chain";
import type { CallArgs } from "../../../lib/routes";

/** `audit/verify_history`: every sealed chain and daily anchor recomputed, each break listed. */
export async function verifyHistory({ app }: CallArgs<unknown>): Promise<VerifyHistoryReply> {
  return { verification: await verifyHistoryChains(app.database.db) };
}
