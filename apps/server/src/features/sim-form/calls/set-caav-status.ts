import type { CaavFormStatus, SetCaavStatusInput, SetCaavStatusReply } from "@trms/shared";
import type { UploadArgs } from "../../../lib/routes";
import { reachableForm, resetHistoryOf, setFormStatus } from "../../../lib/staged-form";
import { caavForm, simForm } from "../sim-form.form";

/** `sim/set_caav_status`: any CAAV status with an optional reason and file (CHANGE_CAAV_STATUS). */
export async function setCaavFormStatus({
  app,
  actor,
  body,
  files,
}: UploadArgs<SetCaavStatusInput>): Promise<SetCaavStatusReply> {
  const db = app.database.db;
  const loaded = await reachableForm(db, simForm, actor, body.form_id);
  const { row } = await setFormStatus(db, caavForm, actor, loaded.record, {
    to: body.status,
    reason: body.reason,
    file: files.status_file?.[0],
  });
  return {
    caav_form_status: row.caavFormStatus as CaavFormStatus,
    reset_status: (await resetHistoryOf<CaavFormStatus>(
      db,
      caavForm,
      row.id,
    )) as unknown as SetCaavStatusReply["reset_status"],
  };
}
