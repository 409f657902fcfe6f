import { fleetScope, type LedgerListInput, type LedgerListReply } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { CallArgs } from "../../../lib/routes";
import { ledgerPage } from "../ledger.repository";

/** One page of the ledger: each pilot in the caller's fleet scope with their validities. */
export async function listLedger({ app, actor, body }: CallArgs<LedgerListInput>): Promise<LedgerListReply> {
  const day = airlineToday(new Date());
  const page = await ledgerPage(app.database.db, body, fleetScope(actor), day, { withTotal: true });
  return { pilots: page.rows, total: page.total, today: day };
}
