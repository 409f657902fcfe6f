import {
  elearningWorkflow,
  type FinishElearningInput,
  type FinishElearningReply,
  type SessionUser,
} from "@trms/shared";
import { simForms } from "../../../db/tables/sim-form.table";
import { fileUrl } from "../../../lib/files/file-url";
import type { StoredFile } from "../../../lib/files/upload";
import { stepFile } from "../../../lib/staged-form";
import { applyTransition } from "../../../lib/workflow";
import type { SimFormContext } from "../sim-form.context";

/** `sim/finish_elearning`: the form's pilot completes e-learning with a certificate. */
export async function finishElearning(
  ctx: SimFormContext,
  actor: SessionUser,
  input: FinishElearningInput,
  file: StoredFile,
): Promise<FinishElearningReply> {
  const loaded = await ctx.reachable(actor, input.form_id);
  const now = new Date();
  await applyTransition(ctx.db, {
    workflow: elearningWorkflow,
    table: simForms,
    statusField: "elearningCompletion",
    stored: (state) => state === 1,
    record: loaded.record,
    actor,
    action: "finish_elearning",
    file: stepFile(file),
    set: { elearningClue: file.key, elearningCompletedAt: now, updatedAt: now },
  });
  return { elearning_completion: true, clue_file: fileUrl(file.key) as string };
}
