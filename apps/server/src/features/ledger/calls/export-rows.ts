import {
  fleetScope,
  LEDGER_EXPORT_MAX_ROWS,
  type LedgerExportQuery,
  type LedgerListReply,
} from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { CallArgs } from "../../../lib/routes";
import { ledgerPage } from "../ledger.repository";

/** The rows of the ledger for this search, filters and sort, up to the export's cap. */
export async function ledgerExportRows({
  app,
  actor,
  body,
}: CallArgs<LedgerExportQuery>): Promise<LedgerListReply> {
  const day = airlineToday(new Date());
  const input = { ...body, page_number: 1, page_count: LEDGER_EXPORT_MAX_ROWS };
  const page = await ledgerPage(app.database.db, input, fleetScope(actor), day, { withTotal: false });
  return { pilots: page.rows, total: page.total, today: day };
}
