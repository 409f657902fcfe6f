import type { Language } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { simExcelTemplate } from "../sim.excel";
import { simTemplateCrew } from "../sim.repository";

/** The import's .xlsx template, its example row naming real, active crew. */
export async function simExcelTemplateFile({ app, language }: { app: AppDeps; language: Language }) {
  return simExcelTemplate(await simTemplateCrew(app.database.db), language);
}
