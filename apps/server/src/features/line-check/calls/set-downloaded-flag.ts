import {
  maySetLineCheckDownloadedFlag,
  type SessionUser,
  type SetLineCheckDownloadedFlagReply,
} from "@trms/shared";
import { AppError, forbidden } from "../../../lib/errors";
import type { LineCheckContext } from "../line-check.context";
import { recordOf } from "../line-check.repository";

/** `linecheck/set_line_check_downloaded_flag`: after a download of the second form. */
export async function setLineCheckDownloadedFlag(
  ctx: LineCheckContext,
  actor: SessionUser,
  id: number,
): Promise<SetLineCheckDownloadedFlagReply> {
  const row = await ctx.reachable(actor, id);
  if (!row.secondSubmit) throw new AppError("CONFLICT", "line_check_download_not_ready");
  if (!maySetLineCheckDownloadedFlag(actor, recordOf(row))) throw forbidden();
  await ctx.steps.markDownloaded(actor, id);
  return { line_check_id: id, downloaded_flag: 2 };
}
