import type { CreateEventReportInput, EventReport, SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { attachmentRepository } from "../../../lib/files/attachments";
import type { StoredFile } from "../../../lib/files/upload";
import { EVENT_REPORT_FILES, type EventReportContext } from "../event-report.context";
import { eventReportRepository } from "../event-report.repository";

export async function createEventReport(
  ctx: EventReportContext,
  actor: SessionUser,
  input: CreateEventReportInput,
  uploaded: StoredFile[] = [],
): Promise<EventReport> {
  const fleet = await ctx.checkPilots(actor, input);
  const values = ctx.valuesOf(input, fleet);
  const id = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = eventReportRepository(tx);
    const reportId = await txRepo.insert(values, actor.id);
    await txRepo.setPilots(reportId, values.occurredMonth, input.pilots);
    await attachmentRepository(tx, EVENT_REPORT_FILES).add(reportId, uploaded);
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: reportId,
      action: "create",
      actorId: actor.id,
      changes: { after: input, files: uploaded.map((file) => file.key) },
    });
    return reportId;
  });
  return (await ctx.load(id)) as EventReport;
}
