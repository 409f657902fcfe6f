import { fleetScope, isAdminArea, isInstructor, type SessionUser } from "@trms/shared";
import type { LineTrainingRow, LineTrainingScope } from "./line-training.repository";

/** What the audit row keeps of a line training. */
export const snapshot = (row: LineTrainingRow) => ({
  pilot_crew_code: row.pilotCrewCode,
  pilot_name: row.pilotName,
  line_training_type: row.lineTrainingType,
  fleet: row.fleet,
  start_date: row.startDate,
  status: row.status,
});

/** Which line trainings the account's list shows: all within a manager's fleet, or its own and its fleet's. */
export function scopeOf(actor: SessionUser): LineTrainingScope {
  if (isAdminArea(actor)) return { all: true, staffFleet: fleetScope(actor) };
  return { crewCode: actor.crew_code ?? "", fleet: isInstructor(actor) ? actor.fleet : null };
}
