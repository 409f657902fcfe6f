import { can, isAdminArea, mayReadLineTraining, type SessionUser } from "@trms/shared";
import type { Database } from "../../../db/client";
import { mayAccess } from "../../../lib/record-access";
import { lineTrainingRow } from "../line-training.repository";

/** Whether this account may read a stored file of this line training (the `line_training` folder). */
export async function mayReadLineTrainingFile(db: Database, actor: SessionUser, id: number) {
  const row = await lineTrainingRow(db, id);
  if (!row) return false;
  // Staff reach the line trainings of their fleet's pilots only (the record-access table's row).
  if (isAdminArea(actor) && !(await mayAccess(db, actor, "line_training", "read", id))) return false;
  return (
    mayReadLineTraining(actor, { pilot_crew_code: row.pilotCrewCode, fleet: row.fleet }) ||
    can(actor, "line_training.set_status")
  );
}
