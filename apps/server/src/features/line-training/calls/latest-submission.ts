import type { LineTrainingSubmission, SessionUser } from "@trms/shared";
import type { LineTrainingContext } from "../line-training.context";
import { toSubmission } from "../line-training.repository";

/** `line_training/get_latest_submission_by_line_training_id`: the newest submission, or null. */
export async function latestLineTrainingSubmission(
  ctx: LineTrainingContext,
  actor: SessionUser,
  id: number,
): Promise<LineTrainingSubmission | null> {
  await ctx.reachable(actor, id);
  const [latest] = await ctx.repo.submissions(id);
  return latest ? toSubmission(latest) : null;
}
