import { can, canSeePilot, type PilotEventReportsReply } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { eventReportsNaming, reportPilotsByIds } from "../event-report.repository";
import { withPilotsAndFiles } from "../event-report.rules";

/**
 * The reports naming a pilot, each with that pilot's minus point: for the pilot themself (with
 * only their own line) and for report managers who may see the pilot; anyone else gets 404.
 */
export async function eventReportsByPilot({
  app,
  actor,
  body,
}: CallArgs<{ pilot_id: number }>): Promise<PilotEventReportsReply> {
  const db = app.database.db;
  const pilotId = body.pilot_id;
  const self = actor.pilot_id === pilotId;
  if (!self) {
    const [pilot] = await reportPilotsByIds(db, [pilotId]);
    if (!pilot || !can(actor, "event_report.view") || !canSeePilot(actor, pilot)) throw notFound();
  }
  const reports = await withPilotsAndFiles(db, await eventReportsNaming(db, pilotId), self ? pilotId : null);
  return { event_reports: reports, total: reports.length };
}
