import { can } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { visibleTrainingRecord } from "../record.queries";
import { detailOf } from "../record.replies";
import type { AnyTrainingRecordKind } from "../record-kind";

/**
 * One record of the kind, for an account that may see its pilot's records (else 404), with the
 * import it came from when the history import wrote it.
 */
export async function trainingRecordDetail(
  spec: AnyTrainingRecordKind,
  { app, actor, body }: CallArgs<{ id: number }>,
): Promise<Record<string, unknown>> {
  const db = app.database.db;
  const { record, pilot } = await visibleTrainingRecord(db, spec, actor, body.id);
  const reply: Record<string, unknown> = {
    ...detailOf(spec, record, pilot),
    ...(await importedOf(db, record.importBatchId)),
  };
  // The history (who created and approved it) is for administrators.
  if (can(actor, "training_record.history"))
    reply.history = await auditRepository(db).history(spec.kind, body.id);
  return reply;
}
