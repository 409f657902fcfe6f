import type { CaavFormStatus, SessionUser, SetCaavStatusInput, SetCaavStatusReply } from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import { resetHistoryOf, setFormStatus } from "../../../lib/staged-form";
import type { SimFormContext } from "../sim-form.context";
import { caavForm } from "../sim-form.form";

/** `sim/set_caav_status`: any CAAV status with an optional reason and file (CHANGE_CAAV_STATUS). */
export async function setCaavFormStatus(
  ctx: SimFormContext,
  actor: SessionUser,
  input: SetCaavStatusInput,
  file: StoredFile | undefined,
): Promise<SetCaavStatusReply> {
  const loaded = await ctx.reachable(actor, input.form_id);
  const { row } = await setFormStatus(ctx.db, caavForm, actor, loaded.record, {
    to: input.status,
    reason: input.reason,
    file,
  });
  return {
    caav_form_status: row.caavFormStatus as CaavFormStatus,
    reset_status: (await resetHistoryOf<CaavFormStatus>(
      ctx.db,
      caavForm,
      row.id,
    )) as unknown as SetCaavStatusReply["reset_status"],
  };
}
