import { type CreateTrainingFlightInput, can } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, validation } from "../../../lib/errors";
import type { UploadArgs } from "../../../lib/routes";
import { visiblePilot } from "../../pilot";
import { insertTrainingFlight, toDetail, trainingFlightSectorsOf } from "../training-flight.repository";
import { checkFileSections, columnsOf, ENTITY, filesOf, names, snapshot } from "../training-flight.rules";

/** An instructor records a flight of another pilot they may assess. */
export async function createTrainingFlight({
  app,
  actor,
  body,
  files,
}: UploadArgs<CreateTrainingFlightInput>) {
  const db = app.database.db;
  const stored = filesOf(files);
  if (!can(actor, "training_flight.create")) throw forbidden();
  if (body.instructor_id !== undefined && body.instructor_id !== actor.pilot_id) throw forbidden();
  if (body.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
  const pilot = await visiblePilot(db, actor, body.pilot_id);
  if (!can(actor, "training_flight.create", body)) throw forbidden();
  if (!stored.report) throw validation("report", "alert_report_required");
  checkFileSections(body, stored);
  const { values, sectors } = columnsOf(body);
  return db.transaction(async (tx) => {
    const record = await insertTrainingFlight(
      tx,
      {
        ...values,
        pilotId: pilot.id,
        instructorId: actor.pilot_id as number,
        instructorName: actor.full_name,
        instructorSignature: actor.full_name,
        reportFile: stored.report?.key as string,
        phaseReportFile: stored.phaseReport?.key ?? null,
        checkReportFile: stored.flightCheckReport?.key ?? null,
        createdBy: actor.id,
      },
      sectors,
    );
    await auditRepository(tx).record({
      entity: ENTITY,
      entityId: record.id,
      action: "create",
      actorId: actor.id,
      changes: snapshot(record, sectors),
    });
    return toDetail(record, await trainingFlightSectorsOf(tx, record.id), names(pilot));
  });
}
