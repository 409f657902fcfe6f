import type { PilotTrendsInput, PilotTrendsReply } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { fleetBand, hasGraded, trendGrades, trendPilot } from "../analytics.repository";
import { maySeeTrends, pilotTrendsReply } from "../analytics.trends";

/** A pilot's grades per criterion over time with a trend line, the fleet's band and warnings. */
export async function pilotTrends({
  app,
  actor,
  body,
}: CallArgs<PilotTrendsInput>): Promise<PilotTrendsReply> {
  const db = app.database.db;
  const pilot = await trendPilot(db, body.pilot_id);
  // A pilot out of sight reads exactly like one that does not exist.
  if (!pilot) throw notFound();
  const graded = actor.pilot_id !== null && (await hasGraded(db, actor.pilot_id, pilot.id));
  if (!maySeeTrends(actor, pilot, graded)) throw notFound();
  const period = { startDate: body.start_date, endDate: body.end_date };
  const [grades, band] = await Promise.all([
    trendGrades(db, pilot.id, period),
    pilot.fleet ? fleetBand(db, pilot.fleet, period) : Promise.resolve([]),
  ]);
  return pilotTrendsReply(pilot, body, grades, band);
}
