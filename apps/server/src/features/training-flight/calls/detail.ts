import { can, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { ENTITY, names, type TrainingFlightContext } from "../training-flight.context";
import { toDetail } from "../training-flight.repository";

export async function trainingFlightDetail(ctx: TrainingFlightContext, actor: SessionUser, id: number) {
  const { record, pilot } = await ctx.visibleTrainingFlight(actor, id);
  const detail = toDetail(record, await ctx.repo.sectors(id), names(pilot));
  // The history is for administrators: who changed what, before and after approval.
  if (can(actor, "training_flight.history"))
    detail.history = await auditRepository(ctx.deps.db).history(ENTITY, id);
  return detail;
}
