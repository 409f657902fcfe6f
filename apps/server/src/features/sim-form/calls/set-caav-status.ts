import type { CaavFormStatus, SetCaavStatusInput, SetCaavStatusReply } from "@trms/shared";
import { checkVersion } from "../../../lib/record-version";
import type { UploadArgs } from "../../../lib/routes";
import { reachableForm, resetHistoryOf, setFormStatus } from "../../../lib/staged-form";
import { caavForm, simForm } from "../sim-form.form";

/** `sim/set_caav_status`: any CAAV status with an optional reason and file (CHANGE_CAAV_STATUS). */
export async function setCaavFormStatus({
  app,
  actor,
  body,
  files,
  ifMatch,
}: UploadArgs<SetCaavStatusInput>): Promise<SetCaavStatusReply> {
  const db = app.database.db;
  const loaded = await reachableForm(db, simForm, actor, body.form_id);
  await checkVersion(db, simForm.table, loaded.row, ifMatch);
  const { row } = await setFormStatus(db, caavForm, actor, loaded.record, {
    to: body.status,
    reason: body.reason,
    file: files.status_file?.[0],
    expectedVersion: ifMatch,
  });
  return {
    caav_form_status: row.caavFormStatus as CaavFormStatus,
    reset_status: (await resetHistoryOf<CaavFormStatus>(
      db,
      caavForm,
      row.id,
    )) as unknown as SetCaavStatusReply["reset_status"],
    version: row.version,
  };
}
