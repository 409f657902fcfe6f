import type { SessionUser } from "@trms/shared";
import { mayAccess } from "../../../lib/record-access";
import type { TrainingDocumentContext } from "../training-document.context";

/**
 * Who may open a document's file: whoever may see the document, and any account of its fleet
 * once its start date has come (the folder dialog shows it beside the SIM and line check lists).
 */
export async function mayReadTrainingDocument(ctx: TrainingDocumentContext, actor: SessionUser, id: number) {
  return mayAccess(ctx.deps.db, actor, "training_document", "open_file", id);
}
