import type { SessionUser, TrainingDocument } from "@trms/shared";
import { type TrainingDocumentContext, toDocument } from "../training-document.context";

export async function trainingDocumentDetail(
  ctx: TrainingDocumentContext,
  actor: SessionUser,
  id: number,
): Promise<TrainingDocument> {
  const row = await ctx.visible(actor, id);
  return toDocument(row, await ctx.files.list(id));
}
