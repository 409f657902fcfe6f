import type { Download, DownloadArgs } from "../../../lib/routes";
import { simExcelTemplate } from "../sim.excel";
import { simTemplateCrew } from "../sim.repository";

/** The import's .xlsx template, its example row naming real, active crew. */
export async function simExcelTemplateFile({ app, language }: DownloadArgs<undefined>): Promise<Download> {
  return {
    body: await simExcelTemplate(await simTemplateCrew(app.database.db), language),
    name: "sim-import-template.xlsx",
  };
}
