import { can, type SessionUser } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { TrainingDocumentContext } from "../training-document.context";

/**
 * Who may open a document's file: whoever may see the document, and any account of its fleet
 * once its start date has come (the folder dialog shows it beside the SIM and line check lists).
 */
export async function mayReadTrainingDocument(ctx: TrainingDocumentContext, actor: SessionUser, id: number) {
  const row = await ctx.repo.byId(id);
  if (!row) return false;
  if (can(actor, "training_document.view", row)) return true;
  const fleets = [actor.fleet, "ALL"];
  return fleets.includes(row.fleet) && row.startDate <= airlineToday();
}
