import { IMPORT_KINDS, type ImportTemplateQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { templateWorkbook } from "../history-import.template";

/** `import/template`: a kind's import template as an .xlsx workbook, in the user's language. */
export async function importTemplate({
  body,
  language,
}: DownloadArgs<ImportTemplateQuery>): Promise<Download> {
  const kind = IMPORT_KINDS[body.kind];
  return { body: await templateWorkbook([{ kind }], language), name: `${kind.sheet[language]}.xlsx` };
}
