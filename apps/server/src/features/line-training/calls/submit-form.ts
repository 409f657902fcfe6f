import type {
  LineTrainingStatus,
  SessionUser,
  SubmitLineTrainingFormInput,
  SubmitLineTrainingFormReply,
} from "@trms/shared";
import { fileUrl } from "../../../lib/files/file-url";
import type { StoredFile } from "../../../lib/files/upload";
import { applySubmission, type LineTrainingContext } from "../line-training.context";

/** `line_training/submit_form`: the pilot's first stage or an instructor's second (the table decides). */
export async function submitLineTrainingForm(
  ctx: LineTrainingContext,
  actor: SessionUser,
  input: SubmitLineTrainingFormInput,
  file: StoredFile,
): Promise<SubmitLineTrainingFormReply> {
  const row = await ctx.reachable(actor, input.submitted_line_training_id);
  const order = input.form_order;
  const submitter = actor.crew_code ? await ctx.crewMember(actor.crew_code) : undefined;
  const { row: moved } = await applySubmission(ctx.db, {
    row,
    actor,
    order,
    file,
    namePosition: submitter?.namePosition ?? null,
    mail: ctx.mailAfterUpload(actor, row, order),
  });
  return { last_submit: fileUrl(moved.lastSubmit) as string, status: moved.status as LineTrainingStatus };
}
