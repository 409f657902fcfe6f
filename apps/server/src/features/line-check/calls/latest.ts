import type { MyLatestLineCheckReply, SessionUser } from "@trms/shared";
import type { LineCheckContext } from "../line-check.context";

/** `linecheck/get_latest_line_check`: the caller's own latest line check (the reading prompt). */
export async function latestLineCheck(
  ctx: LineCheckContext,
  actor: SessionUser,
): Promise<MyLatestLineCheckReply> {
  if (!actor.crew_code) return { line_check: null };
  return { line_check: (await ctx.repo.latestOf(actor.crew_code)) ?? null };
}
