import { IMPORT_KIND_KEYS, type ImportExportQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { exportedRecords, exportName } from "../history-import.export";
import { templateWorkbook } from "../history-import.template";

/**
 * `import/export`: every record of a kind, or of every kind (a sheet each, crew first), in the
 * import templates and the user's language, each file column naming its PDF as `import/export_files`
 * names it in its ZIP: the airline's exit, and its move to another installation (importing both
 * there gives the same records).
 */
export async function importExport({
  app,
  body,
  language,
}: DownloadArgs<ImportExportQuery>): Promise<Download> {
  const { sheets } = await exportedRecords(
    app.database.db,
    language,
    body.kind ? [body.kind] : IMPORT_KIND_KEYS,
  );
  return {
    body: await templateWorkbook(sheets, language),
    name: `${exportName(body.kind, language)} (export).xlsx`,
  };
}
