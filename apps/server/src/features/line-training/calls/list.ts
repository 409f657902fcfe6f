import type { LineTrainingListInput, LineTrainingListReply, SessionUser } from "@trms/shared";
import type { LineTrainingContext } from "../line-training.context";

/** `line_training/get_line_training_list`: one tab, one type (or all), searched and paged in SQL. */
export async function listLineTrainings(
  ctx: LineTrainingContext,
  actor: SessionUser,
  input: LineTrainingListInput,
): Promise<LineTrainingListReply> {
  return ctx.repo.list(input, ctx.scopeOf(actor));
}
