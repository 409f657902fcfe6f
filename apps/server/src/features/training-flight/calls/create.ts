import { type CreateTrainingFlightInput, can, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, validation } from "../../../lib/errors";
import {
  columnsOf,
  ENTITY,
  names,
  snapshot,
  type TrainingFlightContext,
  type TrainingFlightFiles,
} from "../training-flight.context";
import { toDetail, trainingFlightRepository } from "../training-flight.repository";

/** An instructor records a flight of another pilot they may assess. */
export async function createTrainingFlight(
  ctx: TrainingFlightContext,
  actor: SessionUser,
  input: CreateTrainingFlightInput,
  files: TrainingFlightFiles,
) {
  if (!can(actor, "training_flight.create")) throw forbidden();
  if (input.instructor_id !== undefined && input.instructor_id !== actor.pilot_id) throw forbidden();
  if (input.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
  const pilot = await ctx.visiblePilot(actor, input.pilot_id);
  if (!can(actor, "training_flight.create", input)) throw forbidden();
  if (!files.report) throw validation("report", "alert_report_required");
  ctx.checkFileSections(input, files);
  const { values, sectors } = columnsOf(input);
  return ctx.deps.db.transaction(async (tx) => {
    const record = await trainingFlightRepository(tx).insert(
      {
        ...values,
        pilotId: pilot.id,
        instructorId: actor.pilot_id as number,
        instructorName: actor.full_name,
        instructorSignature: actor.full_name,
        reportFile: files.report?.key as string,
        phaseReportFile: files.phaseReport?.key ?? null,
        checkReportFile: files.flightCheckReport?.key ?? null,
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
    return toDetail(record, await trainingFlightRepository(tx).sectors(record.id), names(pilot));
  });
}
