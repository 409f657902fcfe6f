import {
  type LineCheckStatus,
  lineCheckSubmitAction,
  type SessionUser,
  type SubmitLineCheckFormInput,
  type SubmitLineCheckFormReply,
} from "@trms/shared";
import { fileUrl } from "../../../lib/files/file-url";
import type { StoredFile } from "../../../lib/files/upload";
import { type LineCheckContext, STAGE_COLUMN } from "../line-check.context";
import { recordOf } from "../line-check.repository";

/** `linecheck/submit_line_check_form`: the pilot's first form or the instructor's second. */
export async function submitLineCheckForm(
  ctx: LineCheckContext,
  actor: SessionUser,
  input: SubmitLineCheckFormInput,
  file: StoredFile,
): Promise<SubmitLineCheckFormReply> {
  const before = await ctx.reachable(actor, input.line_check_id);
  const order = input.form_order;
  const { row } = await ctx.steps.submit(actor, recordOf(before), lineCheckSubmitAction(order), file, {
    // A new second form has not been downloaded yet.
    set: { [STAGE_COLUMN[order]]: file.key, ...(order === 2 ? { downloadedFlag: 1 } : {}) },
    mail: ctx.mailAfterStage(actor, before, order),
  });
  return {
    line_check_id: row.id,
    form_order: order,
    line_check_status: row.status as LineCheckStatus,
    submitted_report: fileUrl(file.key) as string,
  };
}
