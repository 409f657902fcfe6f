import type { InstructorConcordanceInput } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { concordanceFileName, concordanceWorkbook } from "../analytics.export";
import { instructorConcordance } from "./instructor-concordance";

/** The instructor concordance of a fleet and period, as the screen shows it, as a workbook. */
export async function exportConcordance({
  app,
  actor,
  body,
  language,
}: DownloadArgs<InstructorConcordanceInput>): Promise<Download> {
  const data = await instructorConcordance({ app, actor, body });
  return { body: await concordanceWorkbook(data, language), name: concordanceFileName(data) };
}
