import type { ImportKind, Language, ServerMessageKey } from "@trms/shared";
import { translateServerMessage } from "@trms/shared";
import { eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { type RetainedRecord, retainRecord } from "../../lib/retention/retain";
import { type CellValue, cellValue, type RowProblem } from "./history-import.cells";
import type {
  KnownCrew,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoBlocker,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadRow, ReadSheet } from "./history-import.read";

/** A row's cells read by its kind's columns: each value by column key, and the row's problems. */
export function readCells(
  kind: ImportKind,
  cells: ReadRow["cells"],
  today: string,
): { values: Record<string, CellValue>; problems: RowProblem[] } {
  const values: Record<string, CellValue> = {};
  const problems: RowProblem[] = [];
  for (const column of kind.columns) {
    const read = cellValue(column, cells[column.key], today);
    if ("problem" in read) problems.push(read.problem);
    else if (read.value === null && column.required)
      problems.push({ column: column.key, message: "field_required" });
    else values[column.key] = read.value;
  }
  return { values, problems };
}

/**
 * The crew members a sheet's rows name, by crew code: stored pilots, and those the upload's crew
 * sheet creates or updates (the file's own values win, as the commit writes them first).
 */
export async function crewNamed(
  db: Database,
  codes: Iterable<string>,
  fileCrew: PlanContext["fileCrew"],
): Promise<Map<string, KnownCrew>> {
  const known = new Map<string, KnownCrew>();
  const wanted = [...new Set(codes)].filter((code) => code && !fileCrew.has(code));
  for (let at = 0; at < wanted.length; at += 1000) {
    const rows = await db
      .select({
        id: pilots.id,
        crewCode: pilots.crewCode,
        fullName: pilots.fullName,
        rating: pilots.instructorRating,
      })
      .from(pilots)
      .where(inArray(pilots.crewCode, wanted.slice(at, at + 1000)));
    for (const row of rows)
      known.set(row.crewCode, {
        crewCode: row.crewCode,
        fullName: row.fullName,
        instructor: Boolean(row.rating),
        pilotId: row.id,
      });
  }
  for (const [code, crew] of fileCrew) known.set(code, crew);
  return known;
}

/**
 * The crew member a column names, or a problem at that column: a crew code no pilot has (stored or
 * in the upload's crew sheet), or, where an instructor is wanted, a pilot without a rating.
 */
export function namedCrew(
  values: Record<string, CellValue>,
  column: string,
  known: ReadonlyMap<string, KnownCrew>,
  problems: RowProblem[],
  options: { instructor?: boolean } = {},
): KnownCrew | undefined {
  const code = values[column];
  if (code === null || code === undefined || code === "") return undefined;
  const crew = known.get(String(code));
  if (!crew) {
    problems.push({ column, message: "import_crew_unknown", values: { crew_code: String(code) } });
    return undefined;
  }
  if (options.instructor && !crew.instructor) {
    problems.push({ column, message: "import_not_instructor", values: { crew_code: crew.crewCode } });
    return undefined;
  }
  return crew;
}

/** A later row of the sheet with the same natural key as an earlier one gets a problem naming it. */
export function markDuplicates(rows: readonly PlannedRow[], column: string): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (!row.key) continue;
    const seen = first.get(row.key);
    if (seen === undefined) first.set(row.key, row.row);
    else row.problems.push({ column, message: "import_duplicate_in_file", values: { row: String(seen) } });
  }
}

/**
 * A record kind's rows planned the same way: each row read and checked (`check` answers its natural
 * key and what it writes), duplicates inside the sheet found, then `stored` tells which keys the
 * database holds already and with what values. A row whose record is stored with the same values is
 * unchanged; with other values it is a problem, since an import never changes a stored record (it
 * is changed in the product, where its own rules and history apply).
 */
export async function planRecords<Values>(
  sheet: ReadSheet,
  context: PlanContext,
  check: (
    values: Record<string, CellValue>,
    problems: RowProblem[],
  ) => { key: string; values?: Values } | Promise<{ key: string; values?: Values }>,
  stored: (
    rows: readonly { key: string; values: Values }[],
  ) => Promise<Map<string, { id: number; same: (values: Values) => boolean }>>,
  keyColumn: string,
): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  for (const [at, { row, cells }] of sheet.rows.entries()) {
    const read = readCells(sheet.kind, cells, context.today);
    const checked = await check(read.values, read.problems);
    await context.rowChecked();
    planned.push({
      seq: context.firstSeq + at,
      sheet: sheet.sheet,
      row,
      kind: sheet.kind.key,
      key: checked.key,
      action: "create",
      problems: read.problems,
      values: checked.values,
    });
  }
  markDuplicates(planned, keyColumn);
  const clean = planned.filter((row) => row.problems.length === 0 && row.values !== undefined);
  const found = await stored(clean.map((row) => ({ key: row.key, values: row.values as Values })));
  for (const row of planned) {
    const record = found.get(row.key);
    if (record && row.problems.length === 0) {
      row.recordId = record.id;
      if (record.same(row.values as Values)) row.action = "unchanged";
      else row.problems.push({ column: keyColumn, message: "import_record_differs" });
    }
    if (row.problems.length > 0) {
      row.action = "problem";
      row.values = undefined;
    }
  }
  return planned;
}

/** A blocker of an undo, said in the reader's language. */
export function undoBlocker(
  path: string,
  message: ServerMessageKey,
  language: Language,
  values: Record<string, string> = {},
): UndoBlocker {
  return { path, message: translateServerMessage(message, language, values) };
}

/** A stored day as a template writes it: DD/MM/YYYY. */
export const dayText = (day: string | null | undefined) => (day ? day.split("-").reverse().join("/") : "");

/** A natural key of a record: its pilot's crew code and its day (and what else tells two apart). */
export const recordKey = (...parts: (string | number | null | undefined)[]) =>
  parts.map((part) => String(part ?? "")).join(" · ");

/**
 * The PDF a column names, checked against the ZIP uploaded beside the workbook: a name the ZIP does
 * not hold is a problem at that column. Answers the name, or null for an empty cell.
 */
export function namedFile(
  values: Record<string, CellValue>,
  column: string,
  context: PlanContext,
  problems: RowProblem[],
): string | null {
  const name = values[column];
  if (name === null || name === undefined || name === "") return null;
  if (!context.files.has(String(name))) {
    problems.push({ column, message: "import_file_not_in_zip", values: { name: String(name) } });
    return null;
  }
  context.namedFiles.add(String(name));
  return String(name);
}

/** The crew codes a sheet's rows name in the given columns, as written (or upper-cased), to look them up at once. */
export function codesOf(sheet: ReadSheet, columns: readonly string[], upper = false): string[] {
  return sheet.rows.flatMap(({ cells }) =>
    columns.map((column) => {
      const cell = cells[column];
      const code = cell && "text" in cell ? cell.text.trim() : "";
      return upper ? code.toUpperCase() : code;
    }),
  );
}

/** A stored record as an undo reads it: its id, when it last changed, and its other columns. */
export type StoredRecord = { id: number; updatedAt: Date } & Record<string, unknown>;

/**
 * A record a batch wrote taken out again as its kind's delete call takes one out: locked, kept in
 * retention with what goes with it (`kept`), deleted, and audited as `import_undo`; unless it
 * changed after the commit (its `updatedAt`, or whatever else `changed` finds: a later submission,
 * workflow step or approval), which is a blocker of the undo and leaves it as it is.
 */
export async function takeOutRecord<Stored extends StoredRecord>(
  row: StoredImportRow,
  context: UndoContext,
  target: { entity: string; table: PgTable; id: PgColumn },
  changed: (record: Stored) => boolean | Promise<boolean>,
  kept: (record: Stored) => Pick<RetainedRecord, "files" | "dependents" | "chains">,
): Promise<UndoBlocker | null> {
  const [record] = (await context.tx
    .select()
    .from(target.table)
    .where(eq(target.id, row.recordId as number))
    .for("update")) as unknown as Stored[];
  if (!record) return null;
  if (record.updatedAt > context.committedAt || (await changed(record)))
    return undoBlocker(row.naturalKey, "import_undo_record_changed", context.language, {
      key: row.naturalKey,
    });
  await retainRecord(context.tx, {
    entity: target.entity,
    entityId: record.id,
    table: target.table,
    id: target.id,
    ...kept(record),
    actorId: context.actor.id,
  });
  await context.tx.delete(target.table).where(eq(target.id, record.id));
  await auditRepository(context.tx).record({
    entity: target.entity,
    entityId: record.id,
    action: "import_undo",
    actorId: context.actor.id,
    changes: { import_batch: context.batchId, key: row.naturalKey },
  });
  return null;
}

/** A kind whose rows are written one by one (crew: an account and a profile each) as a chunk writer. */
export function rowByRow(write: (row: PlannedRow, context: WriteContext) => Promise<WrittenRow>) {
  return async (rows: readonly PlannedRow[], context: WriteContext) => {
    const written: WrittenRow[] = [];
    for (const row of rows) written.push(await write(row, context));
    return written;
  };
}

/** The ids a chunk's insert answered, one per row in the rows' order (as a multi-row insert answers them). */
export function insertedIds(inserted: readonly { id: number }[], rows: readonly unknown[]): number[] {
  if (inserted.length !== rows.length)
    throw new Error(`an import chunk of ${rows.length} rows inserted ${inserted.length}`);
  return inserted.map((record) => record.id);
}

/** The audit rows of a written chunk, one statement: each names the batch and the row's place. */
export async function auditImported(
  context: WriteContext,
  entity: string,
  entries: readonly { row: PlannedRow; entityId: number; changes: Record<string, unknown> }[],
) {
  await auditRepository(context.tx).recordMany(
    entries.map(({ row, entityId, changes }) => ({
      entity,
      entityId,
      action: "import",
      actorId: context.actor.id,
      changes: { import_batch: context.batchId, sheet: row.sheet, row: row.row, ...changes },
    })),
  );
}

/** The stored pilot of each crew code the rows name: one lookup per crew member, kept for the commit. */
export async function pilotsNamed(context: WriteContext, codes: Iterable<string>) {
  const found = new Map<string, { id: number; fullName: string; userId: number }>();
  for (const code of new Set(codes)) {
    const pilot = await context.pilotOf(code);
    if (!pilot) throw new Error(`crew code ${code} has no pilot`);
    found.set(code, pilot);
  }
  return found;
}
