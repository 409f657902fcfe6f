import type { SimScheduleEntry, UploadSimScheduleInput } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import type { StoredFile } from "../../../lib/files/upload";
import type { UploadArgs } from "../../../lib/routes";
import {
  insertSimSchedule,
  lockSimScheduleMonth,
  replaceSimScheduleFile,
  type SimScheduleFile,
  simScheduleList,
} from "../sim-schedule.repository";

const asFile = (file: StoredFile): SimScheduleFile => ({
  key: file.key,
  name: file.originalName,
  size: file.size,
  sha256: file.sha256,
});

/**
 * `sim/upload_sim_list`: stores a month's schedule, or replaces the month's file: the row and its
 * audit row (naming the replaced file, which therefore stays in the store) commit together. Answers
 * the list as it is after the upload.
 */
export async function uploadSimSchedule({
  app,
  actor,
  body,
  files,
}: UploadArgs<UploadSimScheduleInput>): Promise<SimScheduleEntry[]> {
  // The rule requires the file, so the upload has refused the request if it is missing.
  const file = asFile(files.sim_file?.[0] as StoredFile);
  await app.database.db.transaction(async (tx) => {
    const audit = auditRepository(tx);
    let existing = await lockSimScheduleMonth(tx, body.sim_month);
    if (!existing) {
      const id = await insertSimSchedule(tx, body.sim_month, file, actor.id);
      if (id !== null) {
        await audit.record({
          entity: "sim_schedule",
          entityId: id,
          action: "create",
          actorId: actor.id,
          changes: { sim_month: body.sim_month, file },
        });
        return;
      }
      // Another upload of the same month committed first: replace that one.
      existing = await lockSimScheduleMonth(tx, body.sim_month);
      if (!existing) throw new Error("SIM schedule month vanished during upload");
    }
    await replaceSimScheduleFile(tx, existing.id, file, actor.id);
    await audit.record({
      entity: "sim_schedule",
      entityId: existing.id,
      action: "replace",
      actorId: actor.id,
      changes: {
        sim_month: body.sim_month,
        file,
        replaced: {
          key: existing.fileKey,
          name: existing.fileName,
          size: existing.fileSize,
          sha256: existing.fileSha256,
          uploaded_by: existing.uploadedBy,
          uploaded_at: existing.uploadedAt.toISOString(),
        },
      },
    });
  });
  return simScheduleList(app.database.db);
}
