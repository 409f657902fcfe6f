import {
  type SessionUser,
  TRAINING_DOCUMENT_EXPORT_MAX_ROWS,
  type TrainingDocumentExportQuery,
} from "@trms/shared";
import type { TrainingDocumentContext } from "../training-document.context";

/** The rows the list shows for this search, filters and sort, up to the export's cap. */
export async function trainingDocumentExportRows(
  ctx: TrainingDocumentContext,
  actor: SessionUser,
  query: TrainingDocumentExportQuery,
) {
  const reply = await ctx.list(
    actor,
    { ...query, page_number: 1, page_count: TRAINING_DOCUMENT_EXPORT_MAX_ROWS },
    false,
  );
  return reply.documents;
}
