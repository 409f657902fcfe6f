import { TOLDG_EXPORT_MAX_ROWS, type ToldgExportQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { toldgFileName, toldgWorkbook } from "../toldg.export";
import { toldgRows } from "../toldg.list";

/** The rows the list shows for this search, filters and sort, up to the export's cap, as a workbook. */
export async function exportToldg({
  app,
  actor,
  body,
  language,
}: DownloadArgs<ToldgExportQuery>): Promise<Download> {
  const reply = await toldgRows(
    app.database.db,
    actor,
    { ...body, page_number: 1, page_count: TOLDG_EXPORT_MAX_ROWS },
    false,
  );
  return { body: await toldgWorkbook(reply.toldg_list, language), name: toldgFileName() };
}
