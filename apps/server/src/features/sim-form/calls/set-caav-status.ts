import type { SessionUser, SetCaavStatusInput, SetCaavStatusReply } from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import type { SimFormContext } from "../sim-form.context";

/** `sim/set_caav_status`: any CAAV status with an optional reason and file (CHANGE_CAAV_STATUS). */
export async function setCaavFormStatus(
  ctx: SimFormContext,
  actor: SessionUser,
  input: SetCaavStatusInput,
  file: StoredFile | undefined,
): Promise<SetCaavStatusReply> {
  const loaded = await ctx.reachable(actor, input.form_id);
  const { row } = await ctx.caavSteps.setStatus(actor, loaded.record, {
    to: input.status,
    reason: input.reason,
    file,
  });
  return {
    caav_form_status: row.caavFormStatus as 1 | 2 | 3,
    reset_status: (await ctx.caavSteps.resetHistoryOf(
      row.id,
    )) as unknown as SetCaavStatusReply["reset_status"],
  };
}
