import {
  type CreateLineTrainingInput,
  fleetScope,
  isInstructor,
  isPilotArea,
  LINE_TRAINING_ENTITY,
  type LineTraining,
  simLocalDay,
} from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, validation } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import {
  insertLineTraining,
  lineTrainingCrewMember,
  lineTrainingsWithHistory,
} from "../line-training.repository";
import { snapshot } from "../line-training.rules";

/**
 * `line_training/create_line_training`: for an active pilot; the name and fleet come from the
 * pilot row. A pilot creates only their own, an instructor their own or their fleet's.
 */
export async function createLineTraining({
  app,
  actor,
  body: input,
}: CallArgs<CreateLineTrainingInput>): Promise<LineTraining> {
  const db = app.database.db;
  const pilot = await lineTrainingCrewMember(db, input.pilot_crew_code);
  if (!pilot) throw validation("pilot_crew_code", "line_training_pilot_not_found");
  if (isPilotArea(actor)) {
    const own = pilot.crewCode === actor.crew_code;
    const fleet = isInstructor(actor) && actor.fleet !== null && pilot.fleet === actor.fleet;
    if (!own && !fleet) throw new AppError("FORBIDDEN", "line_training_create_not_allowed");
  } else if (fleetScope(actor) !== null && pilot.fleet !== fleetScope(actor))
    // A manager bound to a fleet starts line trainings for that fleet's pilots only.
    throw validation("pilot_crew_code", "line_training_pilot_other_fleet");
  const row = await db.transaction(async (tx) => {
    const created = await insertLineTraining(tx, {
      pilotCrewCode: pilot.crewCode,
      pilotName: pilot.fullName,
      lineTrainingType: input.line_training_type,
      fleet: pilot.fleet,
      startDate: simLocalDay(new Date()),
      createdBy: actor.id,
    });
    await auditRepository(tx).record({
      entity: LINE_TRAINING_ENTITY,
      entityId: created.id,
      action: "create",
      actorId: actor.id,
      changes: snapshot(created),
    });
    return created;
  });
  return { ...(await lineTrainingsWithHistory(db, [row]))[0] } as LineTraining;
}
