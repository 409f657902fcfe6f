import { type FindSimConflictsReply, findSimConflicts, SIM_SESSION_HOURS, type SimInput } from "@trms/shared";
import { asSchedule, type SimContext } from "../sim.context";

/** Warnings for sessions about to be saved, against the stored ones and each other. */
export async function simConflicts(
  ctx: SimContext,
  sims: (SimInput & { id?: number })[],
): Promise<FindSimConflictsReply> {
  const times = sims.flatMap((s) => [Date.parse(s.sessiona_date_time), Date.parse(s.sessionb_date_time)]);
  const window = SIM_SESSION_HOURS * 60 * 60 * 1000;
  const stored = await ctx.repo.near(
    new Date(Math.min(...times) - window),
    new Date(Math.max(...times) + window),
  );
  return { conflicts: findSimConflicts(sims, stored.map(asSchedule)) };
}
