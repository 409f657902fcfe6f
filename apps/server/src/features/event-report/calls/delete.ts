import type { SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import { EVENT_REPORT_FILES, type EventReportContext } from "../event-report.context";
import { eventReportRepository } from "../event-report.repository";

export async function deleteEventReport(ctx: EventReportContext, actor: SessionUser, id: number) {
  const before = await ctx.readable(actor, id);
  const keys = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = eventReportRepository(tx);
    if (!(await txRepo.row(id, true))) throw notFound();
    const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).removeAll(id);
    await txRepo.delete(id);
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: { before, files: removed },
    });
    return removed;
  });
  // The ctx.files go only once the report is gone: a failed delete keeps both.
  await removeQuietly(ctx.deps.store, keys);
}
