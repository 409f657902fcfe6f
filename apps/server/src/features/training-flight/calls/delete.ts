import { can, type SessionUser } from "@trms/shared";
import { trainingFlightSectors, trainingFlights } from "../../../db/tables/training-flight.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import { ENTITY, snapshot, type TrainingFlightContext, withoutIds } from "../training-flight.context";
import { trainingFlightRepository } from "../training-flight.repository";

/**
 * Only an administrator deletes. The flight leaves every list and reply; its row, sectors, files and
 * history are retained, by whom and when, until the retention purge.
 */
export async function deleteTrainingFlight(ctx: TrainingFlightContext, actor: SessionUser, id: number) {
  if (!can(actor, "training_flight.delete")) throw forbidden();
  await ctx.visibleTrainingFlight(actor, id);
  await ctx.deps.db.transaction(async (tx) => {
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
    await retainRecord(tx, {
      entity: ENTITY,
      entityId: id,
      table: trainingFlights,
      id: trainingFlights.id,
      dependents: {
        sectors: { table: trainingFlightSectors, column: trainingFlightSectors.trainingFlightId },
      },
      files: [locked.reportFile, locked.phaseReportFile, locked.checkReportFile],
      actorId: actor.id,
    });
    await txRepo.delete(id);
  });
}
