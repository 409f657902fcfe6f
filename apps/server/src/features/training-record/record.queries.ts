import type { SessionUser } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { visiblePilot } from "../pilot";
import type { AnyTrainingRecordKind, StoredTrainingRecord } from "./record-kind";

/** One record of the kind by id, locked for the transaction when asked. */
export async function trainingRecordById(
  db: Database,
  spec: AnyTrainingRecordKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StoredTrainingRecord | undefined> {
  const { table } = spec;
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [record] = await (options.lock ? query.for("update") : query);
  return record as StoredTrainingRecord | undefined;
}

/** The record if this account may see its pilot's records; otherwise it reads as missing (404). */
export async function visibleTrainingRecord(
  db: Database,
  spec: AnyTrainingRecordKind,
  actor: SessionUser,
  id: number,
) {
  const record = await trainingRecordById(db, spec, id);
  if (!record) throw notFound();
  const pilot = await visiblePilot(db, actor, record.pilotId, spec.kind);
  return { record, pilot };
}

/** The id of the record of this kind holding a stored report, if this account may see its pilot's records. */
export async function trainingRecordOfFile(
  db: Database,
  spec: AnyTrainingRecordKind,
  actor: SessionUser,
  key: string,
): Promise<number | false> {
  const { table } = spec;
  const [record] = await db
    .select({ id: table.id, pilotId: table.pilotId })
    .from(table)
    .where(eq(table.reportFile, key))
    .limit(1);
  if (!record) return false;
  return visiblePilot(db, actor, record.pilotId as number, spec.kind).then(
    () => record.id as number,
    () => false as const,
  );
}
