import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { CallArgs } from "../../../lib/routes";
import { containsPattern, countAll, pagedQuery } from "../../../lib/sql";
import { visiblePilot } from "../../pilot";
import { rowOf } from "../record.replies";
import type { PilotListRequest, StoredTrainingRecord, TrainingRecordKindSpec } from "../record-kind";

/** One page of a pilot's records of the kind, sorted, dated and searched (by instructor name) in SQL. */
export async function listTrainingRecords<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: TrainingRecordKindSpec<Rec, Input, Sort>,
  { app, actor, body }: CallArgs<PilotListRequest<Sort>>,
): Promise<Record<string, unknown>> {
  const db = app.database.db;
  const { table } = spec;
  await visiblePilot(db, actor, body.pilot_id);
  const conditions: SQL[] = [eq(table.pilotId, body.pilot_id)];
  const range = body.date_range;
  if (range?.start_date) conditions.push(gte(spec.date, range.start_date));
  if (range?.end_date) conditions.push(lte(spec.date, range.end_date));
  if (body.keyword)
    conditions.push(sql`lower(${table.instructorName}) like ${containsPattern(body.keyword)}`);
  const where = and(...conditions);
  const page = await pagedQuery({
    rows: db.select().from(table).$dynamic(),
    ids: db.select({ id: table.id }).from(table).where(where).$dynamic(),
    key: table.id,
    page: body,
    sort: { columns: spec.sortColumns, fallback: spec.date, tiebreak: table.id },
    count: db.select({ total: countAll() }).from(table).where(where),
  });
  const rows = (page.rows as unknown as Rec[]).map((record) => rowOf(spec, record));
  return { [spec.calls.items]: rows, total: page.total };
}
