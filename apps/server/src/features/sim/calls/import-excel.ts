import type { Language, SessionUser, SimExcelReply } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { importSimWorkbook } from "../sim.excel";

/** What the Excel import is given: the workbook read in memory (never stored) and the form's fields. */
export interface ImportSimExcelInput {
  app: AppDeps;
  actor: SessionUser;
  buffer: Buffer;
  dryRun: boolean;
  language: Language;
}

/** `sim/create_sim_from_excel`: the checked rows as a preview, or stored (see importSimWorkbook). */
export function importSimExcel({
  app,
  actor,
  buffer,
  dryRun,
  language,
}: ImportSimExcelInput): Promise<SimExcelReply> {
  return importSimWorkbook(app.database.db, actor, buffer, { dryRun, language });
}
