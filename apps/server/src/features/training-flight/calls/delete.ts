import { can } from "@trms/shared";
import { trainingFlightSectors, trainingFlights } from "../../../db/tables/training-flight.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { visibleTrainingFlight } from "../training-flight.access";
import {
  deleteTrainingFlightRow,
  lockTrainingFlight,
  trainingFlightSectorsOf,
} from "../training-flight.repository";
import { ENTITY, snapshot, withoutIds } from "../training-flight.rules";

/**
 * Only an administrator deletes. The flight leaves every list and reply; its row, sectors, files and
 * history are retained, by whom and when, until the retention purge.
 */
export async function deleteTrainingFlight({ app, actor, body }: CallArgs<{ id: number }>): Promise<void> {
  const { id } = body;
  if (!can(actor, "training_flight.delete")) throw forbidden();
  await visibleTrainingFlight(app.database.db, actor, id);
  await app.database.db.transaction(async (tx) => {
    const locked = await lockTrainingFlight(tx, id);
    if (!locked) throw notFound();
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: snapshot(locked, withoutIds(await trainingFlightSectorsOf(tx, id))),
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
    await deleteTrainingFlightRow(tx, id);
  });
}
