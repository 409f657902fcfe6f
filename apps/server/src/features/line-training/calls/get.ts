import type { LineTraining, SessionUser } from "@trms/shared";
import type { LineTrainingContext } from "../line-training.context";

/** `line_training/get_line_training_by_id`. */
export async function getLineTraining(
  ctx: LineTrainingContext,
  actor: SessionUser,
  id: number,
): Promise<LineTraining> {
  const row = await ctx.reachable(actor, id);
  const [found] = await ctx.repo.withHistory([row]);
  return found as LineTraining;
}
