import { IMPORT_KINDS, type ImportTemplateQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { templateCsv } from "../history-import.template";

/** `import/template_csv`: the same template's columns as a CSV file. */
export async function importTemplateCsv({
  body,
  language,
}: DownloadArgs<ImportTemplateQuery>): Promise<Download> {
  const kind = IMPORT_KINDS[body.kind];
  return { body: templateCsv(kind, language), name: `${kind.sheet[language]}.csv` };
}
