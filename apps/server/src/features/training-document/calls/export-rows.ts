import { TRAINING_DOCUMENT_EXPORT_MAX_ROWS, type TrainingDocumentExportQuery } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { trainingDocumentList } from "../training-document.rules";

/** The rows the list shows for this search, filters and sort, up to the export's cap. */
export async function trainingDocumentExportRows({
  app,
  actor,
  body,
}: CallArgs<TrainingDocumentExportQuery>) {
  const input = { ...body, page_number: 1, page_count: TRAINING_DOCUMENT_EXPORT_MAX_ROWS };
  const reply = await trainingDocumentList(app.database.db, actor, input, false);
  return reply.documents;
}
