import {
  assessmentStage,
  type SessionUser,
  type SimFormStatus,
  type SubmitSimFormInput,
  type SubmitSimFormReply,
  submitAction,
} from "@trms/shared";
import { AppError } from "../../../lib/errors";
import { fileUrl } from "../../../lib/files/file-url";
import type { StoredFile } from "../../../lib/files/upload";
import { type SimFormContext, STAGE_COLUMN } from "../sim-form.context";
import { simFormRepository } from "../sim-form.repository";

/**
 * `sim/submit_form`: one of the three stages (ADR 0430); the SIM-A instructor's report carries
 * the assessment (ADR 0431): stage 2, or stage 3 when one instructor holds both sessions (ADR 0900).
 */
export async function submitSimForm(
  ctx: SimFormContext,
  actor: SessionUser,
  input: SubmitSimFormInput,
  file: StoredFile,
): Promise<SubmitSimFormReply> {
  const loaded = await ctx.reachable(actor, input.submitted_form_id);
  ctx.refusePlaceholder(loaded);
  const order = input.form_order;
  const assesses = order === assessmentStage(loaded.record);
  if (input.assessment !== undefined && !assesses)
    throw new AppError("VALIDATION_ERROR", "validation_failed", [
      { path: "assessment", message: "sim_assessment_stage_2_only" },
    ]);
  const assessedFail = assesses ? input.assessment === "fail" : loaded.assessedFail;
  const { row } = await ctx.steps.submit(actor, loaded.record, submitAction(order), file, {
    // A new third file has not been downloaded yet.
    set: { [STAGE_COLUMN[order]]: file.key, ...(order === 3 ? { downloadedFlag: 1 } : {}) },
    audit: assesses ? { changes: { assessment: input.assessment ?? "pass" } } : undefined,
    within: async (tx) => {
      if (assesses) await simFormRepository(tx).setAssessment(loaded.record.id, assessedFail);
    },
    mail: ctx.mailAfterStage(actor, loaded, order),
  });
  return {
    form_id: row.id,
    form_order: order,
    form_status: row.status as SimFormStatus,
    submitted_report: fileUrl(file.key) as string,
    assessed_fail: assessedFail,
  };
}
