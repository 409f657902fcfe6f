import type { SessionUser, SimScheduleEntry, UploadSimScheduleInput } from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import type { StoredFile } from "../../lib/files/upload";
import { type SimScheduleFile, simScheduleRepository } from "./sim-schedule.repository";

const asFile = (file: StoredFile): SimScheduleFile => ({
  key: file.key,
  name: file.originalName,
  size: file.size,
  sha256: file.sha256,
});

export function simScheduleService(deps: { db: Database }) {
  const repo = simScheduleRepository(deps.db);

  return {
    list: (): Promise<SimScheduleEntry[]> => repo.list(),

    /**
     * Stores a month's schedule, or replaces the month's file: the row and its audit row (naming the
     * replaced file, which therefore stays in the store) commit together.
     */
    async upload(actor: SessionUser, input: UploadSimScheduleInput, stored: StoredFile) {
      const file = asFile(stored);
      await deps.db.transaction(async (tx) => {
        const txRepo = simScheduleRepository(tx);
        const audit = auditRepository(tx);
        let existing = await txRepo.lockMonth(input.sim_month);
        if (!existing) {
          const id = await txRepo.insert(input.sim_month, file, actor.id);
          if (id !== null) {
            await audit.record({
              entity: "sim_schedule",
              entityId: id,
              action: "create",
              actorId: actor.id,
              changes: { sim_month: input.sim_month, file },
            });
            return;
          }
          // Another upload of the same month committed first: replace that one.
          existing = await txRepo.lockMonth(input.sim_month);
          if (!existing) throw new Error("SIM schedule month vanished during upload");
        }
        await txRepo.replace(existing.id, file, actor.id);
        await audit.record({
          entity: "sim_schedule",
          entityId: existing.id,
          action: "replace",
          actorId: actor.id,
          changes: {
            sim_month: input.sim_month,
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
    },

    /** Whether a stored key is a schedule file that is current (replaced files are for the audit only). */
    isCurrentFile: (key: string) => repo.hasFile(key),
  };
}
export type SimScheduleService = ReturnType<typeof simScheduleService>;
