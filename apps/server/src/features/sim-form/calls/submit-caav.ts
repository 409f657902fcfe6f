import { caavSubmitAction, type SubmitCaavFormInput, type SubmitCaavFormReply } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import { fileUrl } from "../../../lib/files/file-url";
import { checkVersion } from "../../../lib/record-version";
import type { UploadArgs } from "../../../lib/routes";
import { formStep, reachableForm, requiredFile } from "../../../lib/staged-form";
import { caavForm, refusePlaceholder, simForm } from "../sim-form.form";

/** `sim/submit_caav_form`: the pilot's or a session instructor's CAAV upload (`submitted_report`). */
export async function submitCaavForm({
  app,
  actor,
  body,
  files,
  ifMatch,
}: UploadArgs<SubmitCaavFormInput>): Promise<SubmitCaavFormReply> {
  const file = requiredFile(files, "submitted_report");
  const db = app.database.db;
  const loaded = await reachableForm(db, simForm, actor, body.submitted_form_id);
  await checkVersion(db, simForm.table, loaded.row, ifMatch);
  refusePlaceholder(loaded);
  const action = caavSubmitAction(actor, loaded.record);
  if (!action) throw forbidden();
  const { row } = await formStep(db, caavForm, actor, loaded.record, action, {
    file,
    set: { caavForm: file.key },
    expectedVersion: ifMatch,
  });
  return {
    caav_form: fileUrl(row.caavForm) as string,
    caav_form_status: row.caavFormStatus as 1 | 2 | 3,
    version: row.version,
  };
}
