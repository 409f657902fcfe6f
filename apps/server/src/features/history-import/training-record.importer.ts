import {
  BASE_TRAINING_IMPORT,
  type ImportKind,
  type Language,
  PROGRESS_THEORY_IMPORT,
  ResultStatus,
  type ServerMessageKey,
  THEORY_TEST_IMPORT,
  YES_NO_LABEL,
} from "@trms/shared";
import { asc, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { issueMessageKey } from "../../lib/validation";
import { baseTrainingSpec } from "../base-training";
import { progressTheorySpec } from "../progress-theory";
import { theoryTestSpec } from "../theory-test";
import type { StoredTrainingRecord, TrainingRecordKindSpec } from "../training-record";
import type { CellValue, RowProblem } from "./history-import.cells";
import type {
  ExportFiles,
  KindImporter,
  KnownCrew,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadSheet } from "./history-import.read";
import {
  auditImported,
  codesOf,
  crewNamed,
  dayText,
  insertedIds,
  namedCrew,
  namedFile,
  planRecords,
  recordKey,
  type StoredRecord,
  takeOutRecord,
} from "./history-import.records";

/** The columns every record sheet names its people and its report by. */
export const PILOT_COLUMN = "crew_code";
export const INSTRUCTOR_COLUMN = "instructor_crew_code";
export const REPORT_COLUMN = "report";
const NOT_INPUT = [PILOT_COLUMN, INSTRUCTOR_COLUMN, REPORT_COLUMN];
/** The store's folder of training reports, served under `/phase_report/training_file/`. */
export const TRAINING_FILE_FOLDER = "training_file";

/**
 * A row's pilot and instructor: each a known crew member, the instructor one with a rating, and
 * not the pilot themself (no one assesses their own flying).
 */
export function rowPeople(
  values: Record<string, CellValue>,
  known: ReadonlyMap<string, KnownCrew>,
  problems: RowProblem[],
): { pilot: KnownCrew; instructor: KnownCrew } | null {
  const pilot = namedCrew(values, PILOT_COLUMN, known, problems);
  const instructor = namedCrew(values, INSTRUCTOR_COLUMN, known, problems, { instructor: true });
  if (!pilot || !instructor) return null;
  if (pilot.crewCode === instructor.crewCode) {
    problems.push({ column: INSTRUCTOR_COLUMN, message: "cannot_assess_self" });
    return null;
  }
  return { pilot, instructor };
}

/**
 * The create call's input from a row's cells: every column but the people and the report under its
 * key, a dotted key ("others.point") inside its object as the form sends it; empty cells left out
 * so the schema's defaults apply.
 */
export function inputOf(kind: ImportKind, values: Record<string, CellValue>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of kind.columns) {
    if (NOT_INPUT.includes(column.key) || column.key.endsWith(`.${REPORT_COLUMN}`)) continue;
    const value = values[column.key];
    if (value === null || value === undefined) continue;
    const [head, tail] = column.key.split(".") as [string, string | undefined];
    if (tail === undefined) input[head] = value;
    else input[head] = { ...(input[head] as object | undefined), [tail]: value };
  }
  return input;
}

/** The column a schema issue is about: its whole path, its first part, or that part's first column. */
function columnOfIssue(kind: ImportKind, path: readonly PropertyKey[]): string | null {
  const keys = kind.columns.map((column) => column.key);
  const whole = path.map(String).join(".");
  if (keys.includes(whole)) return whole;
  const head = String(path[0] ?? "");
  if (keys.includes(head)) return head;
  return keys.find((key) => key.startsWith(`${head}.`)) ?? null;
}

/**
 * The row checked by the product's own create schema, as the form's values would be: each issue a
 * problem at its column (one a column; a column that has a problem already keeps it), `alias`
 * naming the column of a field the sheet writes elsewhere. The people are stand-ins, checked on
 * their own by crew code.
 */
export function parseRow<Input>(
  kind: ImportKind,
  schema: z.ZodType<Input>,
  input: Record<string, unknown>,
  problems: RowProblem[],
  alias: (path: readonly PropertyKey[]) => string | undefined = () => undefined,
): Input | null {
  const parsed = schema.safeParse({ ...input, pilot_id: 1, instructor_id: 2 });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const column = alias(issue.path) ?? columnOfIssue(kind, issue.path);
    if (problems.some((problem) => problem.column === column)) continue;
    problems.push({ column, message: issueMessageKey(issue.code, issue.message) as ServerMessageKey });
  }
  return null;
}

/** Two stored values alike: numbers as a real column gives them back, anything else as it is. */
export const sameValue = (a: unknown, b: unknown) =>
  typeof a === "number" && typeof b === "number" ? Math.abs(a - b) < 1e-6 : (a ?? null) === (b ?? null);

/**
 * When an imported record was approved: on its own day (at noon UTC, the afternoon in Vietnam, as
 * the demo records are), never after the commit.
 */
export const approvedAtOf = (day: string, now: Date) => {
  const at = new Date(`${day}T12:00:00Z`);
  return at > now ? now : at;
};

/**
 * The columns every imported assessment shares: its pilot and instructor, approved by the trainee
 * (signed with their name) on the record's day, the approval entered by the administrator who
 * imports, and the batch.
 */
export const approvedImport = (
  day: string,
  pilot: { id: number; fullName: string },
  instructor: { id: number; fullName: string },
  context: WriteContext,
) => ({
  pilotId: pilot.id,
  instructorId: instructor.id,
  instructorName: instructor.fullName,
  status: ResultStatus.APPROVED,
  approvedAt: approvedAtOf(day, context.now),
  approvedBy: context.actor.id,
  traineeSignature: pilot.fullName,
  createdBy: context.actor.id,
  importBatchId: context.batchId,
  createdAt: context.now,
  updatedAt: context.now,
});

/** A stored value as an office writes it in the column. */
export function cellText(column: ImportKind["columns"][number], value: unknown, language: Language): string {
  if (value === null || value === undefined) return "";
  switch (column.type) {
    case "date":
      return dayText(String(value));
    case "yes_no":
      return YES_NO_LABEL[language][value ? "yes" : "no"];
    case "list":
      return (
        column.options?.find((option) => String(option.value) === String(value))?.label[language] ??
        String(value)
      );
    default:
      return String(value);
  }
}

/** An object's fields flat, a nested object's under dotted keys (`others.point`). */
function flat(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date))
      for (const [inner, v] of Object.entries(value)) out[`${key}.${inner}`] = v;
    else out[key] = value;
  }
  return out;
}

/** Every stored pilot's crew code by id: the exports name pilots and instructors by it. */
export async function crewCodes(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: pilots.id, crewCode: pilots.crewCode }).from(pilots);
  return new Map(rows.map((row) => [row.id, row.crewCode]));
}

/** What a clean row of a training-record kind writes. */
interface RecordValues {
  crewCode: string;
  instructorCode: string;
  day: string;
  /** The record's own columns, as the kind's create call writes them (`spec.values`). */
  columns: Record<string, unknown>;
  report: string | null;
  /** The row as read, for the audit row. */
  cells: Record<string, CellValue>;
}

type Spec<Rec extends StoredTrainingRecord, Input, Sort extends string> = TrainingRecordKindSpec<
  Rec,
  Input,
  Sort
>;

/** The record field (camelCase) that holds the kind's date. */
function dateField(spec: { table: PgTable; date: PgColumn }): string {
  const entry = Object.entries(getTableColumns(spec.table)).find(([, column]) => column === spec.date);
  if (!entry) throw new Error("the kind's date is no column of its table");
  return entry[0];
}

/**
 * The stored records of the rows' pilots by natural key, each with what tells whether a row is
 * the same record: its instructor and every column the kind's create writes.
 */
async function storedRecords<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  db: Database,
  spec: Spec<Rec, Input, Sort>,
  pilotIds: number[],
) {
  const found = new Map<string, { id: number; same: (values: RecordValues) => boolean }>();
  if (pilotIds.length === 0) return found;
  const day = dateField(spec);
  const codes = await crewCodes(db);
  const table = spec.table as unknown as PgTable & { pilotId: PgColumn };
  const byKey = new Map<string, Record<string, unknown>[]>();
  for (let at = 0; at < pilotIds.length; at += 1000) {
    const records = (await db
      .select()
      .from(table)
      .where(inArray(spec.table.pilotId, pilotIds.slice(at, at + 1000)))) as Record<string, unknown>[];
    for (const record of records) {
      const key = recordKey(codes.get(record.pilotId as number), record[day] as string);
      byKey.set(key, [...(byKey.get(key) ?? []), record]);
    }
  }
  const alike = (record: Record<string, unknown>, values: RecordValues) =>
    codes.get(record.instructorId as number) === values.instructorCode &&
    Object.entries(values.columns).every(([field, value]) => sameValue(record[field], value));
  for (const [key, records] of byKey)
    found.set(key, {
      id: records[0]?.id as number,
      same: (values) => records.some((record) => alike(record, values)),
    });
  return found;
}

function planner<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: Spec<Rec, Input, Sort>,
  kind: ImportKind,
) {
  const dayColumn = kind.naturalKey[1] as string;
  return async (sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> => {
    const known = await crewNamed(
      context.db,
      codesOf(sheet, [PILOT_COLUMN, INSTRUCTOR_COLUMN]),
      context.fileCrew,
    );
    return planRecords<RecordValues>(
      sheet,
      context,
      (values, problems) => {
        const people = rowPeople(values, known, problems);
        const report = namedFile(values, REPORT_COLUMN, context, problems);
        const input = parseRow(kind, spec.createSchema, inputOf(kind, values), problems);
        const day = values[dayColumn] as string | null;
        const key = recordKey(String(values[PILOT_COLUMN] ?? ""), day);
        if (!people || !input || !day) return { key };
        return {
          key,
          values: {
            crewCode: people.pilot.crewCode,
            instructorCode: people.instructor.crewCode,
            day,
            columns: spec.values(input),
            report,
            cells: values,
          },
        };
      },
      async (rows) => {
        const ids = rows.flatMap((row) => known.get(row.values.crewCode)?.pilotId ?? []);
        return storedRecords(context.db, spec, [...new Set(ids)]);
      },
      dayColumn,
    );
  };
}

/**
 * Records written as the kind's create call writes them, in their final state: approved by the
 * trainee (signed with their name) on the record's own day, the approval entered by the
 * administrator who imports; a report stored when the row names one, "" when not. The records and
 * their audit rows one statement each per chunk.
 */
function writer<Rec extends StoredTrainingRecord, Input, Sort extends string>(spec: Spec<Rec, Input, Sort>) {
  return async (rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> => {
    const written = [];
    for (const row of rows) {
      const values = row.values as RecordValues;
      const pilot = await context.pilotOf(values.crewCode);
      const instructor = await context.pilotOf(values.instructorCode);
      if (!pilot || !instructor)
        throw new Error(`crew code ${values.crewCode} or its instructor has no pilot`);
      const report = values.report ? await context.storeFile(values.report, TRAINING_FILE_FOLDER) : null;
      written.push({ row, values, pilot, instructor, report });
    }
    const ids = insertedIds(
      await (context.tx
        .insert(spec.table)
        .values(
          written.map(({ values, pilot, instructor, report }) => ({
            ...values.columns,
            ...approvedImport(values.day, pilot, instructor, context),
            reportFile: report?.key ?? "",
          })) as never,
        )
        .returning({ id: spec.table.id }) as Promise<{ id: number }[]>),
      rows,
    );
    await auditImported(
      context,
      spec.kind,
      written.map(({ row, values, report }, at) => ({
        row,
        entityId: ids[at] as number,
        changes: { ...values.cells, ...(report ? { report_sha256: report.sha256 } : {}) },
      })),
    );
    return ids.map((recordId) => ({ recordId }));
  };
}

/**
 * A record the batch wrote taken out again as the kind's delete takes it (kept in retention with
 * its report), unless it changed after the commit (edited, or its approval withdrawn).
 */
function undoer<Rec extends StoredTrainingRecord, Input, Sort extends string>(spec: Spec<Rec, Input, Sort>) {
  const table = spec.table as unknown as PgTable;
  return (row: StoredImportRow, context: UndoContext) =>
    takeOutRecord<StoredTrainingRecord & StoredRecord>(
      row,
      context,
      { entity: spec.kind, table, id: spec.table.id },
      (record) => record.status !== ResultStatus.APPROVED,
      (record) => ({ files: [record.reportFile] }),
    );
}

/** Every stored record of the kind as template rows, by pilot and date; the report column left empty. */
function exporter<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: Spec<Rec, Input, Sort>,
  kind: ImportKind,
) {
  return async (db: Database, language: Language, files: ExportFiles) => {
    const codes = await crewCodes(db);
    const records = (await db
      .select()
      .from(spec.table as unknown as PgTable)
      .orderBy(asc(spec.date), asc(spec.table.id))) as unknown as Rec[];
    const rows = records.map((record) => {
      const fields: Record<string, unknown> = {
        ...flat({ ...spec.row(record), ...spec.detail(record) }),
        [PILOT_COLUMN]: codes.get(record.pilotId) ?? "",
        [INSTRUCTOR_COLUMN]: codes.get(record.instructorId) ?? "",
        [REPORT_COLUMN]: files.name(record.reportFile),
      };
      return Object.fromEntries(
        kind.columns.map((column) => [column.key, cellText(column, fields[column.key], language)]),
      );
    });
    return rows.sort((a, b) => (a[PILOT_COLUMN] ?? "").localeCompare(b[PILOT_COLUMN] ?? ""));
  };
}

/**
 * A kind of training record (base training, theory test, progress theory) as the history import
 * takes it, from the kind's own declaration: each row checked by the kind's create schema and named
 * by its pilot and date, written as the create writes it but approved, undone as the delete takes
 * it out, and every stored record exported in the template.
 */
export function trainingRecordImporter<Rec extends StoredTrainingRecord, Input, Sort extends string>(
  spec: Spec<Rec, Input, Sort>,
  kind: ImportKind,
): KindImporter {
  return {
    kind,
    plan: planner(spec, kind),
    write: writer(spec),
    undo: undoer(spec),
    exportRows: exporter(spec, kind),
  };
}

/** Base trainings: a pilot's base training flight, by crew code and date of flight. */
export const baseTrainingImporter = trainingRecordImporter(baseTrainingSpec, BASE_TRAINING_IMPORT);
/** Theory tests: a pilot's theory test, by crew code and date of test. */
export const theoryTestImporter = trainingRecordImporter(theoryTestSpec, THEORY_TEST_IMPORT);
/** Progress theory reports: a pilot's progress check (theory), by crew code and date of test. */
export const progressTheoryImporter = trainingRecordImporter(progressTheorySpec, PROGRESS_THEORY_IMPORT);
