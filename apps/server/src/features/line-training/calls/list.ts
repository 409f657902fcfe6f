import type { LineTrainingListInput, LineTrainingListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { lineTrainingPage } from "../line-training.repository";
import { scopeOf } from "../line-training.rules";

/** `line_training/get_line_training_list`: one tab, one type (or all), searched and paged in SQL. */
export async function listLineTrainings({
  app,
  actor,
  body,
}: CallArgs<LineTrainingListInput>): Promise<LineTrainingListReply> {
  return lineTrainingPage(app.database.db, body, scopeOf(actor));
}
