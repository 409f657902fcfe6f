import type { DocumentType, LatestTrainingDocument, SessionUser } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { TrainingDocumentContext } from "../training-document.context";

/** The folder of a type (part2 §7): the newest document whose start date has come, for the caller's fleet. */
export async function latestTrainingDocument(
  ctx: TrainingDocumentContext,
  actor: SessionUser,
  type: DocumentType,
): Promise<LatestTrainingDocument> {
  const row = await ctx.repo.latest(type, actor.fleet, airlineToday());
  if (!row) return { id: null, document_name: null, start_date: null, files: [] };
  return {
    id: row.id,
    document_name: row.documentName,
    start_date: row.startDate,
    files: await ctx.files.list(row.id),
  };
}
