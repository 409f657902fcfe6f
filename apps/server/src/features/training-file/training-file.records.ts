import { TRAINING_FILE_AUDIT_ENTITIES, type TrainingFileKind } from "@trms/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fileNameOfKey } from "../../lib/files/file-key";
import type {
  RecordSelection,
  TrainingFilePilot,
  TrainingFileRecords,
} from "../../lib/training-file-records";

/**
 * A pilot's records as their features reply them, with their history and the stored files each
 * names: what the whole-file ZIP writes and the files the timeline links,
 * one definition for both.
 */

/** A stored file's key: folder/YYYY/MM/uuid/name, or folder/YYYY/MM/uuid.ext before it. */
const FILE_KEY = /^[a-z_-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\/[^/]+|\.[a-z0-9]+)$/;

/** Where the API serves stored files: `/api/v1<base>/<key>` (lib/files/file-url.ts). */
const API_PREFIX = "/api/v1/";

export const TRAINING_FILE_KINDS = Object.keys(TRAINING_FILE_AUDIT_ENTITIES) as TrainingFileKind[];

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The stored key a value names: a key itself (a history row's), or the key a file URL serves. */
function keyOf(value: string): string | null {
  if (FILE_KEY.test(value)) return value;
  if (!value.startsWith(API_PREFIX)) return null;
  // The base is one or more segments (`/files`, `/phase_report`, `/training_document/file`).
  const segments = value.slice(API_PREFIX.length).split("?")[0]?.split("/") ?? [];
  for (let start = 1; start < segments.length; start += 1) {
    const key = segments.slice(start).join("/");
    if (FILE_KEY.test(key)) return key;
  }
  return null;
}

/**
 * Every stored file a record's reply or history names, anywhere inside it, with the name it goes
 * under: an attachment's uploaded name beside its URL, else the key's own.
 */
export function filesIn(value: unknown, found: Map<string, string> = new Map()): Map<string, string> {
  if (typeof value === "string") {
    const key = keyOf(value);
    if (key && !found.has(key)) found.set(key, fileNameOfKey(key));
  } else if (Array.isArray(value)) for (const item of value) filesIn(item, found);
  else if (value && typeof value === "object") {
    const { url, name } = value as { url?: unknown; name?: unknown };
    const key = typeof url === "string" ? keyOf(url) : null;
    if (key && typeof name === "string" && name !== "") found.set(key, name);
    for (const item of Object.values(value)) filesIn(item, found);
  }
  return found;
}

/** Each kind's reader, every kind present: a kind left out would be a silent gap in a pilot's file. */
export function readersByKind(records: readonly TrainingFileRecords[]): TrainingFileRecords[] {
  return TRAINING_FILE_KINDS.map((kind) => {
    const reader = records.find((candidate) => candidate.kind === kind);
    if (!reader) throw new Error(`no records reader for the training file kind ${kind}`);
    return reader;
  });
}

/** An audit row as the archive reads it (`to_jsonb` of the row). */
export interface AuditRow {
  entity: string;
  action: string;
  at: string;
  changes: unknown;
}

export interface ReadRecord {
  id: number;
  day: string | null;
  /** The record as its API reply describes it, and nothing more. */
  record: unknown;
  history: { audit: AuditRow[]; workflow: unknown[] };
  /** The name of each audit row's actor, in the same order (null: the system). */
  auditActors: (string | null)[];
  /** The stored files it names, key to name. */
  files: Map<string, string>;
}

/**
 * The pilot's records of one kind that the selection names, each parsed through its reply schema,
 * with its audit and workflow history (one statement each) and its files.
 */
export async function readRecords(
  db: Database,
  reader: TrainingFileRecords,
  pilot: TrainingFilePilot,
  selection: RecordSelection,
): Promise<ReadRecord[]> {
  const rows = await reader.page(pilot, selection);
  if (rows.length === 0) return [];
  const entities = TRAINING_FILE_AUDIT_ENTITIES[reader.kind] as readonly string[];
  const ids = rows.map((row) => String(row.id));
  const [audit, workflow] = await Promise.all([
    db
      .execute(sql`select a.entity_id, to_jsonb(a) as row, u.full_name as actor_name
        from audit_log a left join users u on u.id = a.actor_id
        where a.entity = any(${sql.param(entities)}::text[]) and a.entity_id = any(${sql.param(ids)}::text[])
        order by a.id`)
      .then((result) => rowsOf<{ entity_id: string; row: AuditRow; actor_name: string | null }>(result)),
    db
      .execute(sql`select entity_id, to_jsonb(w) as row from workflow_history w
        where w.entity = any(${sql.param(entities)}::text[]) and w.entity_id = any(${sql.param(ids)}::text[])
        order by w.id`)
      .then((result) => rowsOf<{ entity_id: string; row: unknown }>(result)),
  ]);
  return rows.map((row) => {
    const id = String(row.id);
    const record = reader.schema.parse(row.reply);
    const trail = audit
      .filter((entry) => entry.entity_id === id)
      .map((entry) =>
        reader.ownChanges
          ? { ...entry, row: { ...entry.row, changes: reader.ownChanges(entry.row.changes, pilot) } }
          : entry,
      );
    const history = {
      audit: trail.map((entry) => entry.row),
      workflow: workflow.filter((entry) => entry.entity_id === id).map((entry) => entry.row),
    };
    return {
      id: row.id,
      day: row.day,
      record,
      history,
      auditActors: trail.map((entry) => entry.actor_name),
      files: filesIn(record, filesIn(history.workflow)),
    };
  });
}

/**
 * The stored files of the named records of the pilot, keyed `kind:id`: a record that is not the
 * pilot's has none.
 */
export async function recordFiles(
  db: Database,
  records: readonly TrainingFileRecords[],
  pilot: TrainingFilePilot,
  named: { kind: TrainingFileKind; id: number }[],
): Promise<Map<string, Map<string, string>>> {
  const files = new Map<string, Map<string, string>>();
  for (const reader of readersByKind(records)) {
    const ids = named.filter((item) => item.kind === reader.kind).map((item) => item.id);
    if (ids.length === 0) continue;
    for (const read of await readRecords(db, reader, pilot, { ids }))
      files.set(`${reader.kind}:${read.id}`, read.files);
  }
  return files;
}
