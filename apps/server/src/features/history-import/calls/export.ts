import { IMPORT_KINDS, type ImportTemplateQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { crewExportRows } from "../crew.export";
import { templateWorkbook } from "../history-import.template";

/**
 * `import/export`: every record of a kind in its import template, in the user's language: the
 * airline's exit, and its move to another installation (importing it there gives the same records).
 */
export async function importExport({
  app,
  body,
  language,
}: DownloadArgs<ImportTemplateQuery>): Promise<Download> {
  const kind = IMPORT_KINDS[body.kind];
  const rows = await crewExportRows(app.database.db, language);
  return {
    body: await templateWorkbook(kind, language, rows),
    name: `${kind.sheet[language]} (export).xlsx`,
  };
}
