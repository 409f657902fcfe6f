import {
  type ImportBatch,
  type ImportBatchIdInput,
  type Language,
  translateServerMessage,
} from "@trms/shared";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { pilots } from "../../../db/tables/pilot.table";
import { toldgRecords } from "../../../db/tables/toldg.table";
import { trainingFlights } from "../../../db/tables/training-flight.table";
import { users } from "../../../db/tables/user.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { roleFor } from "../../pilot";
import { trainingFileCounts } from "../../training-file";
import { batchById, batchRows, lockBatch, lockImports, setBatchStatus } from "../history-import.repository";

type Written = Awaited<ReturnType<typeof batchRows>>[number];

/**
 * What keeps a batch from being undone: a pilot it wrote that was changed after the commit, or a pilot
 * it created who has records since (in their training file, their TO/LDG recency, or graded as an
 * instructor). Each said in the reader's language, by crew code.
 */
async function blockersOf(tx: Database, committedAt: Date, rows: Written[], language: Language) {
  const blockers: { path: string; message: string }[] = [];
  const ids = rows.map((row) => row.recordId).filter((id): id is number => id !== null);
  if (ids.length === 0) return blockers;
  const changed = await tx
    .select({ crewCode: pilots.crewCode })
    .from(pilots)
    .where(and(inArray(pilots.id, ids), gt(pilots.updatedAt, committedAt)));
  for (const { crewCode } of changed)
    blockers.push({
      path: crewCode,
      message: translateServerMessage("import_undo_later_change", language, { crew_code: crewCode }),
    });
  for (const row of rows.filter((r) => r.action === "create" && r.recordId !== null)) {
    const id = row.recordId as number;
    const file = await trainingFileCounts(tx, { id, crewCode: row.naturalKey });
    const [recency] = await tx.select({ n: count() }).from(toldgRecords).where(eq(toldgRecords.pilotId, id));
    const [graded] = await tx
      .select({ n: count() })
      .from(trainingFlights)
      .where(eq(trainingFlights.instructorId, id));
    const records =
      Object.values(file).reduce((sum, n) => sum + n, 0) + Number(recency?.n ?? 0) + Number(graded?.n ?? 0);
    if (records > 0)
      blockers.push({
        path: row.naturalKey,
        message: translateServerMessage("import_undo_records", language, {
          crew_code: row.naturalKey,
          count: String(records),
        }),
      });
  }
  return blockers;
}

/**
 * `import/undo`: takes a committed batch out again as a whole, while nothing later depends on it
 * (409 listing what does): the pilots and accounts it created are deleted, kept in retention as
 * every delete is; the pilots it updated get their columns back. Audited, in one transaction.
 */
export async function undoImport({
  app,
  actor,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const id = body.batch_id;
  await app.database.db.transaction(async (tx) => {
    await lockImports(tx);
    const batch = await lockBatch(tx, id);
    if (!batch) throw notFound();
    if (batch.status !== "committed" || !batch.committedAt)
      throw new AppError("CONFLICT", "import_batch_not_committed");
    const written = (await batchRows(tx, id)).filter((row) => row.recordId !== null);
    const blockers = await blockersOf(tx, batch.committedAt, written, language);
    if (blockers.length > 0) throw new AppError("CONFLICT", "import_undo_blocked", blockers);
    const audit = auditRepository(tx);
    for (const row of [...written].reverse()) {
      const pilotId = row.recordId as number;
      const [pilot] = await tx.select({ userId: pilots.userId }).from(pilots).where(eq(pilots.id, pilotId));
      if (!pilot) continue;
      if (row.action === "create") {
        await retainRecord(tx, {
          entity: "pilot",
          entityId: pilotId,
          table: pilots,
          id: pilots.id,
          files: [],
          actorId: actor.id,
        });
        await audit.record({
          entity: "pilot",
          entityId: pilotId,
          action: "import_undo",
          actorId: actor.id,
          changes: { import_batch: id },
        });
        await tx.delete(pilots).where(eq(pilots.id, pilotId));
        await tx.delete(users).where(eq(users.id, pilot.userId));
      } else if (row.action === "update" && row.before) {
        const before = row.before as Partial<typeof pilots.$inferInsert>;
        await tx
          .update(pilots)
          .set({ ...before, updatedAt: new Date() })
          .where(eq(pilots.id, pilotId));
        await tx
          .update(users)
          .set({
            fullName: String(before.fullName),
            fleet: before.fleet ?? null,
            role: roleFor(before.instructorRating),
            updatedAt: new Date(),
          })
          .where(eq(users.id, pilot.userId));
        await audit.record({
          entity: "pilot",
          entityId: pilotId,
          action: "import_undo",
          actorId: actor.id,
          changes: { import_batch: id, restored: before },
        });
      }
    }
    await setBatchStatus(tx, id, { status: "undone", undoneAt: new Date(), undoneBy: actor.id });
    await audit.record({
      entity: "import_batch",
      entityId: id,
      action: "undo",
      actorId: actor.id,
      changes: { file_name: batch.fileName, sha256: batch.sha256 },
    });
  });
  return (await batchById(app.database.db, id)) as ImportBatch;
}
