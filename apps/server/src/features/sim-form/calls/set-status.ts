import type { SessionUser, SetSimFormStatusInput, SetSimFormStatusReply, SimFormStatus } from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import type { SimFormContext } from "../sim-form.context";

/** `sim/set_status`: any status with an optional reason and file (CHANGE_SIM_STATUS). */
export async function setSimFormStatus(
  ctx: SimFormContext,
  actor: SessionUser,
  input: SetSimFormStatusInput,
  file: StoredFile | undefined,
): Promise<SetSimFormStatusReply> {
  const loaded = await ctx.reachable(actor, input.form_id);
  const { row } = await ctx.steps.setStatus(actor, loaded.record, {
    to: input.status,
    reason: input.reason,
    file,
  });
  return { form_status: row.status as SimFormStatus, reset_status: await ctx.steps.resetHistoryOf(row.id) };
}
