import type { LineTrainingIdInput, LineTrainingSubmission } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { lineTrainingForm } from "../line-training.form";
import { lineTrainingSubmissionsOf, toSubmission } from "../line-training.repository";

/** `line_training/get_latest_submission_by_line_training_id`: the newest submission, or null. */
export async function latestLineTrainingSubmission({
  app,
  actor,
  body,
}: CallArgs<LineTrainingIdInput>): Promise<LineTrainingSubmission | null> {
  await reachableForm(app.database.db, lineTrainingForm, actor, body.line_training_id);
  const [latest] = await lineTrainingSubmissionsOf(app.database.db, body.line_training_id);
  return latest ? toSubmission(latest) : null;
}
