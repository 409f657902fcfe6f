import { type FindSimConflictsReply, findSimConflicts, SIM_SESSION_HOURS, type SimInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { simSessionsNear } from "../sim.repository";
import { asSchedule } from "../sim.rules";

/** Warnings for sessions about to be saved, against the stored ones and each other. */
export async function simConflicts({
  app,
  body,
}: CallArgs<{ sims: (SimInput & { id?: number })[] }>): Promise<FindSimConflictsReply> {
  const { sims } = body;
  const times = sims.flatMap((s) => [Date.parse(s.sessiona_date_time), Date.parse(s.sessionb_date_time)]);
  const window = SIM_SESSION_HOURS * 60 * 60 * 1000;
  const stored = await simSessionsNear(
    app.database.db,
    new Date(Math.min(...times) - window),
    new Date(Math.max(...times) + window),
  );
  return { conflicts: findSimConflicts(sims, stored.map(asSchedule)) };
}
