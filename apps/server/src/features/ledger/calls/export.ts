import { fleetScope, LEDGER_EXPORT_MAX_ROWS, type LedgerExportQuery } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { ledgerFileName, ledgerWorkbook } from "../ledger.export";
import { ledgerPage } from "../ledger.repository";

/** The rows of the ledger for this search, filters and sort, up to the export's cap, as a workbook. */
export async function exportLedger({
  app,
  actor,
  body,
  language,
}: DownloadArgs<LedgerExportQuery>): Promise<Download> {
  const day = airlineToday(new Date());
  const input = { ...body, page_number: 1, page_count: LEDGER_EXPORT_MAX_ROWS };
  const page = await ledgerPage(app.database.db, input, fleetScope(actor), day, { withTotal: false });
  return { body: await ledgerWorkbook(page.rows, language), name: ledgerFileName(day) };
}
