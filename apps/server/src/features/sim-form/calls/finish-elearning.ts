import { elearningWorkflow, type FinishElearningInput, type FinishElearningReply } from "@trms/shared";
import { simForms } from "../../../db/tables/sim-form.table";
import { fileUrl } from "../../../lib/files/file-url";
import { checkVersion } from "../../../lib/record-version";
import type { UploadArgs } from "../../../lib/routes";
import { reachableForm, requiredFile, stepFile } from "../../../lib/staged-form";
import { applyTransition } from "../../../lib/workflow";
import { simForm } from "../sim-form.form";

/** `sim/finish_elearning`: the form's pilot completes e-learning with a certificate (`clue_file`). */
export async function finishElearning({
  app,
  actor,
  body,
  files,
  ifMatch,
}: UploadArgs<FinishElearningInput>): Promise<FinishElearningReply> {
  const file = requiredFile(files, "clue_file");
  const loaded = await reachableForm(app.database.db, simForm, actor, body.form_id);
  await checkVersion(app.database.db, simForms, loaded.row, ifMatch);
  const now = new Date();
  const { row } = await applyTransition(app.database.db, {
    workflow: elearningWorkflow,
    table: simForms,
    statusField: "elearningCompletion",
    stored: (state) => state === 1,
    record: loaded.record,
    actor,
    action: "finish_elearning",
    file: stepFile(file),
    set: { elearningClue: file.key, elearningCompletedAt: now, updatedAt: now },
    expectedVersion: ifMatch,
  });
  return { elearning_completion: true, clue_file: fileUrl(file.key) as string, version: row.version };
}
