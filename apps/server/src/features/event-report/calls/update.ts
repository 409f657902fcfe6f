import { can, type EventReport, type SessionUser, type UpdateEventReportInput } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { attachmentRepository } from "../../../lib/files/attachments";
import { removeQuietly } from "../../../lib/files/file-store";
import type { StoredFile } from "../../../lib/files/upload";
import { EVENT_REPORT_FILES, type EventReportContext } from "../event-report.context";
import { eventReportRepository } from "../event-report.repository";

/**
 * Changes the fields, the pilots and the files (`file_ids` kept, the others dropped, new ones
 * attached) in one transaction; dropped files leave the store only after it commits.
 */
export async function updateEventReport(
  ctx: EventReportContext,
  actor: SessionUser,
  input: UpdateEventReportInput,
  uploaded: StoredFile[] = [],
): Promise<EventReport> {
  const before = await ctx.readable(actor, input.id);
  if (!can(actor, "event_report.edit")) throw notFound();
  const fleet = await ctx.checkPilots(actor, input);
  const values = ctx.valuesOf(input, fleet);
  const dropped = await ctx.deps.db.transaction(async (tx) => {
    const txRepo = eventReportRepository(tx);
    if (!(await txRepo.row(input.id, true))) throw notFound();
    await txRepo.update(input.id, values);
    await txRepo.setPilots(input.id, values.occurredMonth, input.pilots);
    const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).replace(
      input.id,
      input.file_ids.map((file) => file.id),
      uploaded,
    );
    await auditRepository(tx).record({
      entity: "event_report",
      entityId: input.id,
      action: "update",
      actorId: actor.id,
      changes: {
        before,
        after: input,
        files_removed: removed,
        files_added: uploaded.map((file) => file.key),
      },
    });
    return removed;
  });
  await removeQuietly(ctx.deps.store, dropped);
  return (await ctx.load(input.id)) as EventReport;
}
