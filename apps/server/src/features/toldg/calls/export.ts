import { type Language, TOLDG_EXPORT_MAX_ROWS, type ToldgExportQuery } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { toldgWorkbook } from "../toldg.export";
import { toldgRows } from "../toldg.list";

/** The export's query and the language of the workbook's titles. */
export interface ExportToldgArgs extends CallArgs<ToldgExportQuery> {
  language: Language;
}

/** The rows the list shows for this search, filters and sort, up to the export's cap, as a workbook. */
export async function exportToldg({ app, actor, body, language }: ExportToldgArgs): Promise<Buffer> {
  const reply = await toldgRows(
    app.database.db,
    actor,
    { ...body, page_number: 1, page_count: TOLDG_EXPORT_MAX_ROWS },
    false,
  );
  return toldgWorkbook(reply.toldg_list, language);
}
