import type { CreateEventReportInput, EventReport } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { attachmentRepository } from "../../../lib/files/attachments";
import type { UploadArgs } from "../../../lib/routes";
import { insertEventReport, setEventReportPilots } from "../event-report.repository";
import {
  checkReportPilots,
  EVENT_REPORT_FILES,
  loadEventReport,
  reportValuesOf,
} from "../event-report.rules";

export async function createEventReport({
  app,
  actor,
  body,
  files,
}: UploadArgs<CreateEventReportInput>): Promise<EventReport> {
  const db = app.database.db;
  const uploaded = files.files ?? [];
  const fleet = await checkReportPilots(db, actor, body);
  const values = reportValuesOf(body, fleet);
  const id = await db.transaction(async (tx) => {
    const reportId = await insertEventReport(tx, values, actor.id);
    await setEventReportPilots(tx, reportId, values.occurredMonth, body.pilots);
    await attachmentRepository(tx, EVENT_REPORT_FILES).add(reportId, uploaded);
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: reportId,
      action: "create",
      actorId: actor.id,
      changes: { after: body, files: uploaded.map((file) => file.key) },
    });
    return reportId;
  });
  return (await loadEventReport(db, id)) as EventReport;
}
