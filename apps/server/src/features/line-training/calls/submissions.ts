import type { LineTrainingSubmissionsReply, SessionUser } from "@trms/shared";
import type { LineTrainingContext } from "../line-training.context";
import { toSubmission } from "../line-training.repository";

/** `line_training/get_submissions_by_line_training_id`: the submission history, newest first. */
export async function lineTrainingSubmissions(
  ctx: LineTrainingContext,
  actor: SessionUser,
  id: number,
): Promise<LineTrainingSubmissionsReply> {
  await ctx.reachable(actor, id);
  const rows = await ctx.repo.submissions(id);
  return { total: rows.length, submissions: rows.map(toSubmission) };
}
