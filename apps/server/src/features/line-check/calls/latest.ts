import type { MyLatestLineCheckReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { latestLineCheckOf } from "../line-check.repository";

/** `linecheck/get_latest_line_check`: the caller's own latest line check (the reading prompt). */
export async function latestLineCheck({ app, actor }: CallArgs<unknown>): Promise<MyLatestLineCheckReply> {
  if (!actor.crew_code) return { line_check: null };
  return { line_check: (await latestLineCheckOf(app.database.db, actor.crew_code)) ?? null };
}
