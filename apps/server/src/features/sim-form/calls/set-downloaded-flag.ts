import { maySetDownloadedFlag, type SessionUser, type SetDownloadedFlagReply } from "@trms/shared";
import { AppError, forbidden } from "../../../lib/errors";
import type { SimFormContext } from "../sim-form.context";

/** `sim/set_downloaded_flag`: after a successful download of the third file (SET_SIM_FLAG). */
export async function setSimFormDownloadedFlag(
  ctx: SimFormContext,
  actor: SessionUser,
  formId: number,
): Promise<SetDownloadedFlagReply> {
  const loaded = await ctx.reachable(actor, formId);
  if (!loaded.record.has_third_submit) throw new AppError("CONFLICT", "sim_download_not_ready");
  if (!maySetDownloadedFlag(actor, loaded.record)) throw forbidden();
  await ctx.steps.markDownloaded(actor, formId);
  return { form_id: formId, downloaded_flag: 2 };
}
