import type { LineTraining, LineTrainingDetail } from "@trms/shared";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { lineTrainingForm } from "../line-training.form";
import { lineTrainingsWithHistory } from "../line-training.repository";

/** `line_training/get_line_training_by_id`: the line training and the import it came from if any. */
export async function getLineTraining({
  app,
  actor,
  body,
}: CallArgs<{ id: number }>): Promise<LineTrainingDetail> {
  const db = app.database.db;
  const row = await reachableForm(db, lineTrainingForm, actor, body.id);
  const [found] = await lineTrainingsWithHistory(db, [row]);
  return { ...(found as LineTraining), ...(await importedOf(db, row.importBatchId)) };
}
