import { TRAINING_FILE_AUDIT_ENTITIES, type TrainingFileKind } from "@trms/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fileNameOfKey } from "../../lib/files/file-key";
import type { FilePilot } from "./training-file.repository";

/**
 * A pilot's records as JSON, and the stored files each names: what the whole-file ZIP writes
 * (ADR 1066) and the files the timeline links (ADR 1132), one definition for both.
 */

/** A stored file's key: folder/YYYY/MM/uuid/name (ADR 0904), or folder/YYYY/MM/uuid.ext before it. */
const FILE_KEY = /^[a-z_-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\/[^/]+|\.[a-z0-9]+)$/;

export interface RecordRow {
  id: number;
  day: string;
  record: Record<string, unknown>;
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Which of the pilot's records: a batch after a cursor, in id order, or the ones named. */
export type RecordSelection = { after: number; limit: number } | { ids: number[] };

/** One branch per kind: its rows as JSON, the pilot's only, in id order. */
export function recordsQuery(kind: TrainingFileKind, pilot: FilePilot, selection: RecordSelection): SQL {
  const { id, crewCode } = pilot;
  const pick = (column: SQL) =>
    "ids" in selection
      ? sql`${column} = any(${sql.param(selection.ids)}::int[])`
      : sql`${column} > ${selection.after}`;
  const limit = "ids" in selection ? selection.ids.length : selection.limit;
  switch (kind) {
    case "training_flight":
      return sql`select r.id, to_char(r.date_of_flight, 'YYYY-MM-DD') as day,
          to_jsonb(r) || jsonb_build_object('sectors', (select coalesce(jsonb_agg(to_jsonb(x) order by x.position), '[]'::jsonb)
            from training_flight_sectors x where x.training_flight_id = r.id)) as record
        from training_flights r where r.pilot_id = ${id} and ${pick(sql`r.id`)} order by r.id limit ${limit}`;
    case "base_training":
      return sql`select r.id, to_char(r.date_of_flight, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from base_trainings r where r.pilot_id = ${id} and ${pick(sql`r.id`)} order by r.id limit ${limit}`;
    case "theory_test":
      return sql`select r.id, to_char(r.date_of_test, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from theory_tests r where r.pilot_id = ${id} and ${pick(sql`r.id`)} order by r.id limit ${limit}`;
    case "progress_theory":
      return sql`select r.id, to_char(r.date_of_test, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from progress_theory_reports r where r.pilot_id = ${id} and ${pick(sql`r.id`)} order by r.id limit ${limit}`;
    case "sim_form":
      return sql`select f.id, to_char(s.sessiona_date_time at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          jsonb_build_object('form', to_jsonb(f), 'session', to_jsonb(s)) as record
        from sim_forms f join sim_sessions s on s.id = f.sim_id
        where ((f.pilot_order = 1 and s.first_pilot_crew_code = ${crewCode})
            or (f.pilot_order = 2 and s.second_pilot_crew_code = ${crewCode})) and ${pick(sql`f.id`)}
        order by f.id limit ${limit}`;
    case "line_check":
      return sql`select c.id, to_char(c.line_check_date at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          to_jsonb(c) as record
        from line_checks c where c.pilot_crew_code = ${crewCode} and ${pick(sql`c.id`)} order by c.id limit ${limit}`;
    case "line_training":
      return sql`select t.id, to_char(t.start_date, 'YYYY-MM-DD') as day,
          to_jsonb(t) || jsonb_build_object('submissions', (select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb)
            from line_training_submissions x where x.line_training_id = t.id)) as record
        from line_trainings t where t.pilot_crew_code = ${crewCode} and ${pick(sql`t.id`)} order by t.id limit ${limit}`;
    case "event_report":
      return sql`select e.id, to_char(e.occurred_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          jsonb_build_object('report', to_jsonb(e), 'pilot', to_jsonb(p)) as record
        from event_report_pilots p join event_reports e on e.id = p.report_id
        where p.pilot_id = ${id} and ${pick(sql`e.id`)} order by e.id limit ${limit}`;
  }
}

/** Every stored file key a record's JSON names, anywhere inside it. */
function keysIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === "string") {
    if (FILE_KEY.test(value)) found.add(value);
  } else if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) keysIn(item, found);
  return found;
}

/**
 * A record's files, key to name: its attachments by their original names, then the keys its row and
 * its workflow history name, by the name in the key.
 */
export function namedFiles(
  record: unknown,
  workflow: unknown[],
  attached: { file_key: string; original_name: string }[],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of attached) names.set(file.file_key, file.original_name);
  for (const key of keysIn(record, keysIn(workflow, new Set())))
    if (!names.has(key)) names.set(key, fileNameOfKey(key));
  return names;
}

/**
 * The stored files of the named records of the pilot, keyed `kind:id`, in three statements per kind
 * named; a record that is not the pilot's has none.
 */
export async function recordFiles(
  db: Database,
  pilot: FilePilot,
  records: { kind: TrainingFileKind; id: number }[],
): Promise<Map<string, Map<string, string>>> {
  const files = new Map<string, Map<string, string>>();
  const byKind = new Map<TrainingFileKind, number[]>();
  for (const { kind, id } of records) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  for (const [kind, ids] of byKind) {
    const entities = TRAINING_FILE_AUDIT_ENTITIES[kind] as readonly string[];
    const rows = rowsOf<RecordRow>(await db.execute(recordsQuery(kind, pilot, { ids })));
    if (rows.length === 0) continue;
    const found = rows.map((row) => row.id);
    const [workflow, attached] = await Promise.all([
      db
        .execute(sql`select entity_id, to_jsonb(w) as row from workflow_history w
          where w.entity = any(${sql.param(entities)}::text[]) and w.entity_id = any(${sql.param(found.map(String))}::text[])
          order by w.id`)
        .then((result) => rowsOf<{ entity_id: string; row: unknown }>(result)),
      db
        .execute(sql`select record_id, file_key, original_name from attachments
          where record_kind = ${kind} and record_id = any(${sql.param(found)}::int[]) order by id`)
        .then((result) => rowsOf<{ record_id: number; file_key: string; original_name: string }>(result)),
    ]);
    for (const row of rows) {
      const id = String(row.id);
      files.set(
        `${kind}:${row.id}`,
        namedFiles(
          row.record,
          workflow.filter((entry) => entry.entity_id === id).map((entry) => entry.row),
          attached.filter((entry) => entry.record_id === row.id),
        ),
      );
    }
  }
  return files;
}
