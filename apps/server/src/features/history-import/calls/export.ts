import { IMPORT_KIND_KEYS, type ImportExportQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { IMPORTERS } from "../history-import.kinds";
import { type TemplateSheet, templateWorkbook } from "../history-import.template";

/**
 * `import/export`: every record of a kind, or of every kind (a sheet each, crew first), in the
 * import templates and the user's language: the airline's exit, and its move to another
 * installation (importing it there gives the same records).
 */
export async function importExport({
  app,
  body,
  language,
}: DownloadArgs<ImportExportQuery>): Promise<Download> {
  const keys = body.kind ? [body.kind] : IMPORT_KIND_KEYS;
  const sheets: TemplateSheet[] = [];
  for (const key of keys)
    sheets.push({
      kind: IMPORTERS[key].kind,
      rows: await IMPORTERS[key].exportRows(app.database.db, language),
    });
  const name = body.kind
    ? IMPORTERS[body.kind].kind.sheet[language]
    : language === "vi"
      ? "Dữ liệu"
      : "Records";
  return { body: await templateWorkbook(sheets, language), name: `${name} (export).xlsx` };
}
