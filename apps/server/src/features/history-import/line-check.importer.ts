import {
  createLineCheckSchema,
  type Language,
  LINE_CHECK_DOCUMENTS_ENTITY,
  LINE_CHECK_ENTITY,
  LINE_CHECK_IMPORT,
  LINE_CHECK_STATUS_OPTIONS,
  LineCheckStatus,
  lineCheckDateSchema,
  toSimLocalIso,
  YES_NO_LABEL,
} from "@trms/shared";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineChecks } from "../../db/tables/line-check.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import type { CellText } from "../../lib/excel/workbook-upload";
import { issueMessageKey } from "../../lib/validation";
import { LINE_CHECK_FOLDER } from "../line-check";
import type { CellValue, RowProblem } from "./history-import.cells";
import type {
  ExportFiles,
  KindImporter,
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

/** A line check row as checked: what it writes. */
interface LineCheckValues {
  crewCode: string;
  instructorCrewCode: string;
  /** The airline's local day, and the time when the row gives one. */
  day: string;
  time: string | null;
  /** The instant the form would store: the day at the time (00:00 without one) in Vietnam time. */
  at: string;
  sectors: string;
  status: number;
  documentsRead: boolean;
  note: string | null;
  firstForm: string | null;
  secondForm: string | null;
}

/** The schema's first issue as a problem at the column. */
function schemaProblem(column: string, error: { issues: { code: string; message?: string }[] }) {
  const issue = error.issues[0];
  return { column, message: issueMessageKey(issue?.code ?? "", issue?.message) };
}

/** An Excel time cell (a date on 30/12/1899) read as the HH:mm it shows. */
function timeCell(cell: CellText | undefined): CellText | undefined {
  if (!cell || !("date" in cell)) return cell;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { text: `${pad(cell.date.getUTCHours())}:${pad(cell.date.getUTCMinutes())}` };
}

/** A time as HH:mm (H:mm read too), or null when it is none. */
function timeOf(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]?.padStart(2, "0")}:${match[2]}`;
}

/**
 * The instant of the line check as the form reads `dd/MM/yyyy - HH:mm`, or a problem: the form takes
 * the years 2000 to 2099 only.
 */
function instantOf(day: string, time: string | null, problems: RowProblem[]): string | null {
  if (day < "2000-01-01") {
    problems.push({ column: "line_check_date", message: "import_line_check_before_2000" });
    return null;
  }
  const parsed = lineCheckDateSchema.safeParse(`${dayText(day)} - ${time ?? "00:00"}`);
  if (parsed.success) return parsed.data;
  problems.push(schemaProblem("line_check_date", parsed.error));
  return null;
}

/** The free texts through the form's own schema, each problem at its column. */
function textsOf(values: Record<string, CellValue>, problems: RowProblem[]) {
  const shape = createLineCheckSchema.shape;
  const sectors = shape.line_check_sectors.safeParse(values.line_check_sectors ?? "");
  if (!sectors.success) problems.push(schemaProblem("line_check_sectors", sectors.error));
  const note = shape.note.safeParse(values.line_check_note ?? null);
  if (!note.success) problems.push(schemaProblem("line_check_note", note.error));
  return {
    sectors: sectors.success ? sectors.data : "",
    note: note.success ? (note.data ?? null) : null,
  };
}

/** Every stored line check of these pilots, by crew code and local day, told apart from a row by `same`. */
async function storedLineChecks(db: Database, codes: string[]) {
  const found = new Map<string, { id: number; same: (values: LineCheckValues) => boolean }>();
  for (let at = 0; at < codes.length; at += 1000) {
    const rows = await db
      .select()
      .from(lineChecks)
      .where(inArray(lineChecks.pilotCrewCode, codes.slice(at, at + 1000)));
    for (const row of rows) {
      const local = toSimLocalIso(row.lineCheckDate);
      found.set(recordKey(row.pilotCrewCode, local.slice(0, 10)), {
        id: row.id,
        same: (values) =>
          values.instructorCrewCode === row.instructorCrewCode &&
          // A row without a time names the day only.
          (values.time === null || values.time === local.slice(11, 16)) &&
          values.sectors === row.lineCheckSectors &&
          values.status === row.status &&
          values.documentsRead === row.documentCompletion &&
          values.note === (row.note ?? null) &&
          (values.firstForm === null || row.firstSubmit !== null) &&
          (values.secondForm === null || row.secondSubmit !== null),
      });
    }
  }
  return found;
}

async function planLineChecks(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> {
  const read: ReadSheet = {
    ...sheet,
    rows: sheet.rows.map((row) => ({
      ...row,
      cells: { ...row.cells, line_check_time: timeCell(row.cells.line_check_time) as CellText },
    })),
  };
  const known = await crewNamed(
    context.db,
    codesOf(read, ["crew_code", "instructor_crew_code"]),
    context.fileCrew,
  );
  return planRecords<LineCheckValues>(
    read,
    context,
    (values, problems) => {
      const pilot = namedCrew(values, "crew_code", known, problems);
      const instructor = namedCrew(values, "instructor_crew_code", known, problems, { instructor: true });
      if (pilot && instructor && pilot.crewCode === instructor.crewCode)
        problems.push({ column: "instructor_crew_code", message: "line_check_same_person" });
      const day = values.line_check_date as string | null;
      const timeText = values.line_check_time as string | null;
      const time = timeText ? timeOf(timeText) : null;
      if (timeText && !time) problems.push({ column: "line_check_time", message: "import_time_invalid" });
      const at = day ? instantOf(day, time, problems) : null;
      const texts = textsOf(values, problems);
      const firstForm = namedFile(values, "line_check_first_form", context, problems);
      const secondForm = namedFile(values, "line_check_second_form", context, problems);
      const key = recordKey(String(values.crew_code ?? ""), day);
      if (!pilot || !instructor || !day || !at || problems.length > 0) return { key };
      return {
        key,
        values: {
          crewCode: pilot.crewCode,
          instructorCrewCode: instructor.crewCode,
          day,
          time,
          at,
          sectors: texts.sectors,
          status: (values.line_check_status as number | null) ?? LineCheckStatus.COMPLETED,
          documentsRead: values.line_check_documents_read === true,
          note: texts.note,
          firstForm,
          secondForm,
        },
      };
    },
    (rows) => storedLineChecks(context.db, [...new Set(rows.map((row) => row.values.crewCode))]),
    "line_check_date",
  );
}

/**
 * Line checks written as the create call writes them (names from the pilot rows), in the status each
 * row gives and with its forms, carrying the batch: the checks and their audit rows one statement
 * each per chunk; no workflow step, no mail.
 */
async function writeLineCheck(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> {
  const written = [];
  for (const row of rows) {
    const values = row.values as LineCheckValues;
    const pilot = await context.pilotOf(values.crewCode);
    const instructor = await context.pilotOf(values.instructorCrewCode);
    if (!pilot || !instructor) throw new Error(`line check ${row.key} names no stored pilot`);
    const first = values.firstForm ? await context.storeFile(values.firstForm, LINE_CHECK_FOLDER) : null;
    const second = values.secondForm ? await context.storeFile(values.secondForm, LINE_CHECK_FOLDER) : null;
    written.push({ row, values, pilot, instructor, first, second });
  }
  const ids = insertedIds(
    await context.tx
      .insert(lineChecks)
      .values(
        written.map(({ values, pilot, instructor, first, second }) => ({
          pilotCrewCode: values.crewCode,
          pilotName: pilot.fullName,
          instructorCrewCode: values.instructorCrewCode,
          instructorName: instructor.fullName,
          lineCheckDate: new Date(values.at),
          lineCheckSectors: values.sectors,
          note: values.note,
          firstSubmit: first?.key ?? null,
          secondSubmit: second?.key ?? null,
          status: values.status,
          documentCompletion: values.documentsRead,
          documentCompletedAt: values.documentsRead ? context.now : null,
          createdBy: context.actor.id,
          importBatchId: context.batchId,
          createdAt: context.now,
          updatedAt: context.now,
        })),
      )
      .returning({ id: lineChecks.id }),
    rows,
  );
  await auditImported(
    context,
    LINE_CHECK_ENTITY,
    written.map(({ row, values, first, second }, at) => ({
      row,
      entityId: ids[at] as number,
      changes: {
        pilot_crew_code: values.crewCode,
        instructor_crew_code: values.instructorCrewCode,
        line_check_date: values.at,
        line_check_sectors: values.sectors,
        note: values.note,
        line_check_status: values.status,
        linecheck_document_completion: values.documentsRead,
        first_submit: first ? { name: values.firstForm, sha256: first.sha256 } : null,
        second_submit: second ? { name: values.secondForm, sha256: second.sha256 } : null,
      },
    })),
  );
  return ids.map((recordId) => ({ recordId }));
}

/** Whether a step of the line check's workflow or reading was taken after the commit. */
async function historySince(tx: Database, id: number, since: Date) {
  const [step] = await tx
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(
      and(
        inArray(workflowHistory.entity, [LINE_CHECK_ENTITY, LINE_CHECK_DOCUMENTS_ENTITY]),
        eq(workflowHistory.entityId, String(id)),
        gt(workflowHistory.at, since),
      ),
    )
    .limit(1);
  return Boolean(step);
}

/**
 * A line check the batch wrote taken out as the delete call takes one out (kept in retention with
 * its files and history), unless it was edited, moved on or read since the commit.
 */
function undoLineCheck(row: StoredImportRow, context: UndoContext) {
  return takeOutRecord<typeof lineChecks.$inferSelect & StoredRecord>(
    row,
    context,
    { entity: LINE_CHECK_ENTITY, table: lineChecks, id: lineChecks.id },
    (check) => historySince(context.tx, check.id, context.committedAt),
    (check) => ({
      files: [check.firstSubmit, check.secondSubmit],
      chains: [{ entity: LINE_CHECK_DOCUMENTS_ENTITY, entity_id: String(check.id) }],
    }),
  );
}

/**
 * Every stored line check as a template row, dated by its day and time in Vietnam time. The forms'
 * columns stay empty: their files are not in the workbook.
 */
async function exportLineChecks(db: Database, language: Language, files: ExportFiles) {
  const rows = await db
    .select()
    .from(lineChecks)
    .orderBy(asc(lineChecks.pilotCrewCode), asc(lineChecks.lineCheckDate), asc(lineChecks.id));
  const statusLabel = new Map(
    LINE_CHECK_STATUS_OPTIONS.map((option) => [option.value, option.label[language]]),
  );
  return rows.map((row) => {
    const local = toSimLocalIso(row.lineCheckDate);
    return {
      crew_code: row.pilotCrewCode,
      instructor_crew_code: row.instructorCrewCode,
      line_check_date: dayText(local.slice(0, 10)),
      line_check_time: local.slice(11, 16),
      line_check_sectors: row.lineCheckSectors,
      line_check_status: statusLabel.get(row.status) ?? String(row.status),
      line_check_documents_read: row.documentCompletion
        ? YES_NO_LABEL[language].yes
        : YES_NO_LABEL[language].no,
      line_check_note: row.note ?? "",
      line_check_first_form: files.name(row.firstSubmit),
      line_check_second_form: files.name(row.secondSubmit),
    };
  });
}

/** Line checks: a pilot's line check by an instructor, by crew code and date, in its final status. */
export const lineCheckImporter: KindImporter = {
  kind: LINE_CHECK_IMPORT,
  plan: planLineChecks,
  write: writeLineCheck,
  undo: undoLineCheck,
  exportRows: exportLineChecks,
};
