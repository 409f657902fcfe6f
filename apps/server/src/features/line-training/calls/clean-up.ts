import {
  type CleanUpLineTrainingReply,
  can,
  LINE_TRAINING_ENTITY,
  type LineTrainingIdInput,
} from "@trms/shared";
import { lineTrainingSubmissions, lineTrainings } from "../../../db/tables/line-training.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import {
  lineTrainingFileKeys,
  lineTrainingSubmissionsOf,
  lockLineTraining,
  removeLineTraining,
} from "../line-training.repository";
import { snapshot } from "../line-training.rules";

/**
 * `line_training/clean_up_line_training` (super admin, part2 §6): takes the line training and its
 * submissions out of every list and reply in one transaction; the audit row names every file with its
 * SHA-256. The rows, files and sealed history are retained until the retention purge.
 */
export async function cleanUpLineTraining({
  app,
  actor,
  body,
}: CallArgs<LineTrainingIdInput>): Promise<CleanUpLineTrainingReply> {
  const id = body.line_training_id;
  if (!can(actor, "line_training.clean_up")) throw notFound();
  await app.database.db.transaction(async (tx) => {
    const row = await lockLineTraining(tx, id);
    if (!row) throw notFound();
    const files = await lineTrainingFileKeys(tx, id);
    const submissions = await lineTrainingSubmissionsOf(tx, id);
    await auditRepository(tx).record({
      entity: LINE_TRAINING_ENTITY,
      entityId: id,
      action: "clean_up",
      actorId: actor.id,
      changes: { ...snapshot(row), submissions: submissions.length, files_removed: files },
    });
    await retainRecord(tx, {
      entity: LINE_TRAINING_ENTITY,
      entityId: id,
      table: lineTrainings,
      id: lineTrainings.id,
      dependents: {
        submissions: { table: lineTrainingSubmissions, column: lineTrainingSubmissions.lineTrainingId },
      },
      files: [...files.map((file) => file.key), row.lastSubmit, row.secondSubmit],
      actorId: actor.id,
    });
    await removeLineTraining(tx, id);
  });
  return { line_training_id: id };
}
