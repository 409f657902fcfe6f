import type { PilotTrendsInput, PilotTrendsReply } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import type { CallArgs } from "../../../lib/routes";
import { fleetBand, trendGrades, trendPilot } from "../analytics.repository";
import { pilotTrendsReply } from "../analytics.trends";

/** A pilot's grades per criterion over time with a trend line, the fleet's band and warnings. */
export async function pilotTrends({
  app,
  actor,
  body,
}: CallArgs<PilotTrendsInput>): Promise<PilotTrendsReply> {
  const db = app.database.db;
  await requireAccess(db, actor, "pilot_trends", "read", body.pilot_id);
  const pilot = await trendPilot(db, body.pilot_id);
  if (!pilot) throw notFound();
  const period = { startDate: body.start_date, endDate: body.end_date };
  const [grades, band] = await Promise.all([
    trendGrades(db, pilot.id, period),
    pilot.fleet ? fleetBand(db, pilot.fleet, period) : Promise.resolve([]),
  ]);
  return pilotTrendsReply(pilot, body, grades, band);
}
