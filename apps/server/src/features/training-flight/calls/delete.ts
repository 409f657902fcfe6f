import { can, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import { ENTITY, snapshot, type TrainingFlightContext, withoutIds } from "../training-flight.context";
import { trainingFlightRepository } from "../training-flight.repository";

/** Only an administrator deletes; the record's files go with it, its audit history stays. */
export async function deleteTrainingFlight(ctx: TrainingFlightContext, actor: SessionUser, id: number) {
  if (!can(actor, "training_flight.delete")) throw forbidden();
  await ctx.visibleTrainingFlight(actor, id);
  const record = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = trainingFlightRepository(tx);
    const locked = await txRepo.lockById(id);
    if (!locked) throw notFound();
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: snapshot(locked, withoutIds(await txRepo.sectors(id))),
    });
    await txRepo.delete(id);
    return locked;
  });
  await removeQuietly(ctx.deps.store, [record.reportFile, record.phaseReportFile, record.checkReportFile]);
}
