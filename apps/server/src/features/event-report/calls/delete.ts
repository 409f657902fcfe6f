import { eventReportPilots, eventReports } from "../../../db/tables/event-report.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { attachmentsOf, retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { deleteEventReportRow, eventReportRow } from "../event-report.repository";
import { EVENT_REPORT_FILES, readableEventReport } from "../event-report.rules";

/**
 * Deletes the report from every list, reply and statistic; its row, pilots, files and history are
 * retained until the retention purge.
 */
export async function deleteEventReport({ app, actor, body }: CallArgs<{ id: number }>): Promise<void> {
  const id = body.id;
  const db = app.database.db;
  const before = await readableEventReport(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await eventReportRow(tx, id, true))) throw notFound();
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
    await deleteEventReportRow(tx, id);
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { before, files: removed },
    });
  });
}
