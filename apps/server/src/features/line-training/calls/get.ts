import type { LineTraining } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { lineTrainingForm } from "../line-training.form";
import { lineTrainingsWithHistory } from "../line-training.repository";

/** `line_training/get_line_training_by_id`. */
export async function getLineTraining({ app, actor, body }: CallArgs<{ id: number }>): Promise<LineTraining> {
  const row = await reachableForm(app.database.db, lineTrainingForm, actor, body.id);
  const [found] = await lineTrainingsWithHistory(app.database.db, [row]);
  return found as LineTraining;
}
