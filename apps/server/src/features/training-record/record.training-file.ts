import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { selectedIds, selectionLimit, type TrainingFileRecords } from "../../lib/training-file-records";
import { detailOf } from "./record.replies";
import type { StoredTrainingRecord, TrainingRecordKindSpec } from "./record-kind";

/**
 * The pilot's records of this kind in their whole file, as the detail call replies them
 * (without the administrators' history, which the archive writes beside each record).
 */
export function trainingRecordFileRecords<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: TrainingRecordKindSpec<Rec, Input, Sort>,
  db: Database,
): TrainingFileRecords {
  const { table } = spec;
  return {
    kind: spec.kind,
    schema: spec.replies.detail,
    async page(pilot, selection) {
      const rows = await db
        .select({ record: table, day: spec.date })
        .from(table)
        .where(and(eq(table.pilotId, pilot.id), selectedIds(table.id, selection)))
        .orderBy(asc(table.id))
        .limit(selectionLimit(selection));
      const names = { full_name: pilot.fullName, crew_code: pilot.crewCode };
      return rows.map((row) => {
        const record = row.record as unknown as Rec;
        return { id: record.id, day: row.day as string, reply: detailOf(spec, record, names) };
      });
    },
  };
}
