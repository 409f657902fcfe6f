import { desc, eq } from "drizzle-orm";
import type { CallArgs } from "../../../lib/routes";
import { countAll } from "../../../lib/sql";
import { visiblePilot } from "../../pilot";
import { rowOf } from "../record.replies";
import { BY_PILOT_LIMIT, type StoredTrainingRecord, type TrainingRecordKindSpec } from "../record-kind";

/** Every record of the kind of one pilot, newest first (at most `BY_PILOT_LIMIT`), and how many there are. */
export async function trainingRecordsByPilot<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: TrainingRecordKindSpec<Rec, Input, Sort>,
  { app, actor, body }: CallArgs<{ pilot_id: number }>,
): Promise<Record<string, unknown>> {
  const db = app.database.db;
  const { table } = spec;
  await visiblePilot(db, actor, body.pilot_id);
  const where = eq(table.pilotId, body.pilot_id);
  const [rows, [count]] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(spec.date), desc(table.id)).limit(BY_PILOT_LIMIT),
    db.select({ total: countAll() }).from(table).where(where),
  ]);
  const records = (rows as unknown as Rec[]).map((record) => rowOf(spec, record));
  return { [spec.calls.items]: records, total: count?.total ?? 0 };
}
