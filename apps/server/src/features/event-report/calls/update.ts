import { can, type EventReport, type UpdateEventReportInput } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import type { UploadArgs } from "../../../lib/routes";
import { eventReportRow, setEventReportPilots, updateEventReportRow } from "../event-report.repository";
import {
  checkReportPilots,
  EVENT_REPORT_FILES,
  loadEventReport,
  readableEventReport,
  reportValuesOf,
} from "../event-report.rules";

/**
 * Changes the fields, the pilots and the files (`file_ids` kept, the others dropped, new ones
 * attached) in one transaction; dropped files leave the store only after it commits.
 */
export async function updateEventReport({
  app,
  actor,
  body,
  files,
}: UploadArgs<UpdateEventReportInput>): Promise<EventReport> {
  const db = app.database.db;
  const uploaded = files.files ?? [];
  const before = await readableEventReport(db, actor, body.id);
  if (!can(actor, "event_report.edit")) throw notFound();
  const fleet = await checkReportPilots(db, actor, body);
  const values = reportValuesOf(body, fleet);
  const dropped = await db.transaction(async (tx) => {
    if (!(await eventReportRow(tx, body.id, true))) throw notFound();
    await updateEventReportRow(tx, body.id, values);
    await setEventReportPilots(tx, body.id, values.occurredMonth, body.pilots);
    const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).replace(
      body.id,
      body.file_ids.map((file) => file.id),
      uploaded,
    );
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: body.id,
      action: "update",
      actorId: actor.id,
      changes: {
        before,
        after: body,
        files_removed: removed,
        files_added: uploaded.map((file) => file.key),
      },
    });
    return removed;
  });
  await removeQuietly(app.fileStore, dropped);
  return (await loadEventReport(db, body.id)) as EventReport;
}
