import { can } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { trainingRecordById, visibleTrainingRecord } from "../record.queries";
import { snapshot } from "../record.replies";
import type { AnyTrainingRecordKind } from "../record-kind";

/**
 * Only an administrator deletes. The record leaves every list and reply; its row, report and
 * history are retained until the retention purge.
 */
export async function deleteTrainingRecord(
  spec: AnyTrainingRecordKind,
  { app, actor, body }: CallArgs<{ id: number }>,
): Promise<void> {
  const { table, kind } = spec;
  const { id } = body;
  if (!can(actor, "training_record.delete")) throw forbidden();
  await visibleTrainingRecord(app.database.db, spec, actor, id);
  await app.database.db.transaction(async (tx) => {
    const locked = await trainingRecordById(tx as unknown as Database, spec, id, { lock: true });
    if (!locked) throw notFound();
    await auditRepository(tx).record({
      entity: kind,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: snapshot(locked),
    });
    await retainRecord(tx, {
      entity: kind,
      entityId: id,
      table: table as unknown as PgTable,
      id: table.id,
      files: [locked.reportFile],
      actorId: actor.id,
    });
    await tx.delete(table).where(eq(table.id, id));
  });
}
