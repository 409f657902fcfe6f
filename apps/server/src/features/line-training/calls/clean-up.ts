import { type CleanUpLineTrainingReply, can, LINE_TRAINING_ENTITY, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import { type LineTrainingContext, snapshot } from "../line-training.context";
import { lineTrainingRepository } from "../line-training.repository";

/**
 * `line_training/clean_up_line_training` (super admin, part2 §6): removes the line training and its
 * submissions in one transaction (its sealed history stays, ADR 1060); the audit row names every removed file with its
 * SHA-256; the files leave the store only after the commit (ADR 0612).
 */
export async function cleanUpLineTraining(
  ctx: LineTrainingContext,
  actor: SessionUser,
  id: number,
): Promise<CleanUpLineTrainingReply> {
  if (!can(actor, "line_training.clean_up")) throw notFound();
  const keys = await ctx.db.transaction(async (tx) => {
    const txRepo = lineTrainingRepository(tx);
    const row = await txRepo.lockById(id);
    if (!row) throw notFound();
    const files = await txRepo.fileKeys(id);
    const submissions = await txRepo.submissions(id);
    await auditRepository(tx).record({
      entity: LINE_TRAINING_ENTITY,
      entityId: id,
      action: "clean_up",
      actorId: actor.id,
      changes: { ...snapshot(row), submissions: submissions.length, files_removed: files },
    });
    await txRepo.remove(id);
    return [...files.map((file) => file.key), row.lastSubmit, row.secondSubmit];
  });
  await removeQuietly(ctx.deps.store, keys);
  return { line_training_id: id };
}
