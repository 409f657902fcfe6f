import { type ConcordanceRecordsInput, type ConcordanceRecordsReply, isInstructor } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { assertFleetInScope } from "../analytics.concordance";
import { concordanceRecordRows } from "../analytics.repository";

/** The graded scores behind one instructor's figure on a criterion (an instructor: their own only). */
export async function concordanceRecords({
  app,
  actor,
  body,
}: CallArgs<ConcordanceRecordsInput>): Promise<ConcordanceRecordsReply> {
  assertFleetInScope(actor, body.fleet);
  // Another instructor's records read as missing to an instructor.
  if (isInstructor(actor) && actor.pilot_id !== body.instructor_id) throw notFound();
  const records = await concordanceRecordRows(app.database.db, {
    fleet: body.fleet,
    startDate: body.start_date,
    endDate: body.end_date,
    instructorId: body.instructor_id,
    criterion: body.criteria,
  });
  return { records: records.map((record) => ({ ...record, score: Number(record.score) })) };
}
