import { TRAINING_DOCUMENT_EXPORT_MAX_ROWS, type TrainingDocumentExportQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { trainingDocumentFileName, trainingDocumentWorkbook } from "../training-document.export";
import { trainingDocumentList } from "../training-document.rules";

/** The rows the list shows for this search, filters and sort, up to the export's cap, as a workbook. */
export async function exportTrainingDocuments({
  app,
  actor,
  body,
  language,
}: DownloadArgs<TrainingDocumentExportQuery>): Promise<Download> {
  const input = { ...body, page_number: 1, page_count: TRAINING_DOCUMENT_EXPORT_MAX_ROWS };
  const reply = await trainingDocumentList(app.database.db, actor, input, false);
  return {
    body: await trainingDocumentWorkbook(reply.documents, language),
    name: trainingDocumentFileName(),
  };
}
