import type { SessionUser } from "@trms/shared";
import { eventReportPilots, eventReports } from "../../../db/tables/event-report.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { attachmentsOf, retainRecord } from "../../../lib/retention/retain";
import { EVENT_REPORT_FILES, type EventReportContext } from "../event-report.context";
import { eventReportRepository } from "../event-report.repository";

/**
 * Deletes the report from every list, reply and statistic; its row, pilots, files and history are
 * retained until the retention purge.
 */
export async function deleteEventReport(ctx: EventReportContext, actor: SessionUser, id: number) {
  const before = await ctx.readable(actor, id);
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = eventReportRepository(tx);
    if (!(await txRepo.row(id, true))) throw notFound();
    await retainRecord(tx, {
      entity: "event_report",
      entityId: id,
      table: eventReports,
      id: eventReports.id,
      dependents: {
        pilots: { table: eventReportPilots, column: eventReportPilots.reportId },
        attachments: attachmentsOf(EVENT_REPORT_FILES),
      },
      files: [],
      actorId: actor.id,
    });
    const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).removeAll(id);
    await txRepo.delete(id);
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { before, files: removed },
    });
  });
}
