import { can, canSeePilot, type PilotEventReportsReply, type SessionUser } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { EventReportContext } from "../event-report.context";

/**
 * The reports naming a pilot, each with that pilot's minus point: for the pilot themself (with
 * only their own line) and for report managers who may see the pilot; anyone else gets 404.
 */
export async function eventReportsByPilot(
  ctx: EventReportContext,
  actor: SessionUser,
  pilotId: number,
): Promise<PilotEventReportsReply> {
  const self = actor.pilot_id === pilotId;
  if (!self) {
    const [pilot] = await ctx.repo.pilotsByIds([pilotId]);
    if (!pilot || !can(actor, "event_report.view") || !canSeePilot(actor, pilot)) throw notFound();
  }
  const reports = await ctx.withPilotsAndFiles(await ctx.repo.byPilot(pilotId), self ? pilotId : null);
  return { event_reports: reports, total: reports.length };
}
