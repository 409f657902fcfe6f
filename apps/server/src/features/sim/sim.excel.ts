import {
  fleetScope,
  type Language,
  parseSimDateTimeText,
  type ServerMessageKey,
  type SessionUser,
  SIM_EXCEL_FIELD,
  SIM_EXCEL_MAX_ROWS,
  SIM_OFFSET_TEXT,
  SIM_PLACES,
  type SimExcelReply,
  type SimExcelRow,
  type SimInput,
  simInputSchema,
  translateServerMessage,
} from "@trms/shared";
import type ExcelJS from "exceljs";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { cellText, openWorkbook, type WorkbookMessages } from "../../lib/excel/workbook-upload";
import { issueMessageKey } from "../../lib/validation";
import { storeCheckedSimSessions } from "./calls/store-checked";
import { crewCodeProblems, peopleOf } from "./sim.rules";

export const SIM_WORKBOOK_MESSAGES: WorkbookMessages = {
  required: "alert_select_excel_file",
  legacy: "sim_excel_xls",
  invalid: "sim_excel_invalid",
  tooManyRows: "sim_excel_too_many_rows",
};

/**
 * The one date-time format of the SIM import, part2 §9's: the template's header, its
 * example, its instructions, the import page and the error message all say it; the reader also
 * takes `dd/mm/yyyy hh:mm`, ISO and Excel date cells.
 */
export const SIM_EXCEL_DATE_TIME_FORMAT = "DD/MM/YYYY - HH:mm";

/** The template's columns, in order: the SimInput field and its header. */
export const SIM_EXCEL_COLUMNS = [
  ["first_pilot_crew_code", "First pilot crew code"],
  ["second_pilot_crew_code", "Second pilot crew code"],
  ["sima_instructor_crew_code", "SIM-A instructor crew code"],
  ["sessiona_date_time", `Session A date-time (${SIM_EXCEL_DATE_TIME_FORMAT})`],
  ["sessiona_place", "Session A place"],
  ["simb_instructor_crew_code", "SIM-B instructor crew code"],
  ["sessionb_date_time", `Session B date-time (${SIM_EXCEL_DATE_TIME_FORMAT})`],
  ["sessionb_place", "Session B place"],
  ["note", "Note"],
] as const;
type Column = (typeof SIM_EXCEL_COLUMNS)[number][0];
const DATE_COLUMNS = new Set<Column>(["sessiona_date_time", "sessionb_date_time"]);

/** "SIM-A instructor crew code (x)" and "sima_instructor_crew_code" read the same. */
const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(/[^a-z0-9]/g, "");

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date cell as the airline's local time. Excel stores the wall-clock time without a zone and
 * exceljs hands it over as that time in UTC; the nearest minute absorbs Excel's rounding.
 */
function excelDateToIso(date: Date): string {
  const minutes = Math.round(date.getTime() / 60_000);
  const d = new Date(minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00${SIM_OFFSET_TEXT}`;
}

/** Crew codes the template's example row names: real, active people, so the file imports as downloaded. */
export interface SimTemplateCrew {
  pilots: [string, string];
  instructor: string;
}

/** What the instructions sheet says, in the language of the download. */
const TEMPLATE_TEXT = {
  en: {
    sheet: "Instructions",
    lines: [
      "How to fill the SIM sheet",
      "One SIM per row, from row 2; the header row stays as it is. The example in row 2 imports as it is: change or delete it.",
      "Crew codes: the crew code of an active pilot (first and second pilot) or instructor (SIM-A, SIM-B); 0000 for a seat not filled yet. The two pilots differ, and neither is an instructor of the session.",
      `Date-times: ${SIM_EXCEL_DATE_TIME_FORMAT} in Vietnam time (e.g. 21/03/2026 - 08:00), as text or as an Excel date cell.`,
      `Places: ${SIM_PLACES.join(", ")} (pick from the list in the cell).`,
      "Note: optional, at most 256 characters.",
      `At most ${SIM_EXCEL_MAX_ROWS} rows. Import checks every row first and names each bad cell (e.g. D4); nothing is saved until every row is right.`,
    ],
  },
  vi: {
    sheet: "Hướng dẫn",
    lines: [
      "Cách điền trang SIM",
      "Mỗi dòng một SIM, từ dòng 2; giữ nguyên dòng tiêu đề. Dòng ví dụ ở dòng 2 nhập được ngay: hãy sửa hoặc xóa nó.",
      "Mã tổ bay: mã của phi công (phi công 1 và 2) hoặc giáo viên (SIM-A, SIM-B) đang hoạt động; 0000 cho ghế chưa có người. Hai phi công khác nhau và không ai là giáo viên của buổi đó.",
      `Ngày giờ: ${SIM_EXCEL_DATE_TIME_FORMAT} theo giờ Việt Nam (ví dụ 21/03/2026 - 08:00), dạng chữ hoặc ô ngày của Excel.`,
      `Địa điểm: ${SIM_PLACES.join(", ")} (chọn trong danh sách của ô).`,
      "Ghi chú: không bắt buộc, tối đa 256 ký tự.",
      `Tối đa ${SIM_EXCEL_MAX_ROWS} dòng. Khi nhập, mọi dòng được kiểm tra trước và mỗi ô sai được chỉ rõ (ví dụ D4); không lưu gì cho đến khi mọi dòng đúng.`,
    ],
  },
} as const;

/** DD/MM/YYYY - HH:mm of a day and hour at the airline. */
const airlineDateTime = (day: Date, hour: number) =>
  `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} - ${pad(hour)}:00`;

/**
 * The downloadable template: the SIM sheet with its header, place lists and one filled
 * example row of real crew codes a month ahead, which imports as downloaded, and an instructions
 * sheet (crew codes, places, the one date-time format) in the language of the download.
 */
export async function simExcelTemplate(crew: SimTemplateCrew | null, language: Language, now = new Date()) {
  // Loaded on first use, so start-up and idle memory do not pay for exceljs.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet("SIM");
  sheet.columns = SIM_EXCEL_COLUMNS.map(([key, header]) => ({
    key,
    header,
    width: Math.max(18, header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const places = `"${SIM_PLACES.join(",")}"`;
  // exceljs writes range validations but its types only know the per-cell form.
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;
  for (const column of ["E", "H"]) {
    validations.add(`${column}2:${column}${SIM_EXCEL_MAX_ROWS + 1}`, {
      type: "list",
      allowBlank: true,
      formulae: [places],
    });
  }
  if (crew) {
    // A month ahead at the airline (UTC+7), so the example is a session still to come.
    const day = new Date(now.getTime() + 7 * 3_600_000 + 30 * 86_400_000);
    sheet.addRow([
      crew.pilots[0],
      crew.pilots[1],
      crew.instructor,
      airlineDateTime(day, 8),
      SIM_PLACES[0],
      crew.instructor,
      airlineDateTime(day, 13),
      SIM_PLACES[0],
      "Example: change or delete this row",
    ]);
  }
  const text = TEMPLATE_TEXT[language];
  const instructions = workbook.addWorksheet(text.sheet);
  instructions.getColumn(1).width = 120;
  for (const line of text.lines) instructions.addRow([line]).alignment = { wrapText: true };
  instructions.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ParsedRow {
  row_number: number;
  raw: Record<Column, string>;
  sim: SimInput | null;
  errors: { field?: string; message: string; cell?: string }[];
}

/** The sheet address of a column's cell in a row ("D4"): each error points at the cell it reads. */
const cellAddress = (column: number, row: number) => {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
};

/** Reads the first sheet's rows into SimInputs, each with its own errors (nothing stored). */
export function parseSimSheet(workbook: ExcelJS.Workbook, language: Language) {
  const t = (key: ServerMessageKey, values?: Record<string, string>) =>
    translateServerMessage(key, language, values);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = sheet.getRow(1);
  const positions = new Map<Column, number>();
  header.eachCell((cell, col) => {
    const text = cellText(cell.value);
    if (!("text" in text)) return;
    const match = SIM_EXCEL_COLUMNS.find(([key]) => normalize(key) === normalize(text.text));
    if (match && !positions.has(match[0])) positions.set(match[0], col);
  });
  const missing = SIM_EXCEL_COLUMNS.filter(([key]) => key !== "note" && !positions.has(key));
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      "sim_excel_invalid",
      missing.map(([key, label]) => ({
        path: `rows.1.${key}`,
        message: t("sim_excel_missing_column", { column: label }),
      })),
    );
  }
  const rows: ParsedRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const errors: ParsedRow["errors"] = [];
    const raw = {} as Record<Column, string>;
    let empty = true;
    for (const [key] of SIM_EXCEL_COLUMNS) {
      const at = positions.get(key);
      const value = at ? cellText(row.getCell(at).value) : { text: "" };
      if ("error" in value) {
        empty = false;
        errors.push({
          field: key,
          message:
            value.error === "formula"
              ? t("sim_excel_formula_no_value")
              : t("sim_excel_cell_error", { error: value.detail ?? "" }),
        });
        raw[key] = "";
      } else if ("date" in value) {
        empty = false;
        raw[key] = DATE_COLUMNS.has(key) ? excelDateToIso(value.date) : value.date.toISOString().slice(0, 10);
      } else {
        if (value.text) empty = false;
        raw[key] =
          DATE_COLUMNS.has(key) && value.text ? (parseSimDateTimeText(value.text) ?? value.text) : value.text;
      }
    }
    if (empty) continue;
    const parsed = simInputSchema.safeParse({ ...raw, note: raw.note || null });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (errors.some((e) => e.field === field)) continue;
        errors.push({ field, message: t(issueMessageKey(issue.code, issue.message)) });
      }
    }
    rows.push({
      row_number: number,
      raw,
      sim: parsed.success && errors.length === 0 ? parsed.data : null,
      errors,
    });
  }
  return Object.assign(rows, {
    /** Names the cell of each error that has a field, from the header's positions. */
    addCells() {
      for (const row of rows)
        for (const error of row.errors) {
          const at = error.field ? positions.get(error.field as Column) : undefined;
          if (at) error.cell = cellAddress(at, row.row_number);
        }
    },
  });
}

/**
 * `sim/create_sim_from_excel`: parse, check every row (crew codes in one query, the same
 * session twice in the file), then either reply the preview (dry run, or any error: nothing stored)
 * or store all rows in one transaction.
 */
export async function importSimWorkbook(
  db: Database,
  actor: SessionUser,
  buffer: Buffer,
  options: { dryRun: boolean; language: Language },
): Promise<SimExcelReply> {
  const t = (key: ServerMessageKey) => translateServerMessage(key, options.language);
  const workbook = await openWorkbook(buffer, {
    field: SIM_EXCEL_FIELD,
    messages: SIM_WORKBOOK_MESSAGES,
    maxRows: SIM_EXCEL_MAX_ROWS,
  });
  const rows = parseSimSheet(workbook, options.language);
  if (rows.length === 0) {
    throw new AppError("VALIDATION_ERROR", "sim_excel_no_rows", [
      { path: SIM_EXCEL_FIELD, message: "sim_excel_no_rows" },
    ]);
  }
  const valid = rows.filter((r) => r.sim).map((r) => r.sim as SimInput);
  const people = await peopleOf(db, valid);
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.sim) continue;
    for (const [field, message] of crewCodeProblems(row.sim, people, fleetScope(actor)))
      row.errors.push({ field, message: t(message) });
    const key = [
      row.sim.first_pilot_crew_code,
      row.sim.second_pilot_crew_code,
      Date.parse(row.sim.sessiona_date_time),
    ].join("|");
    if (seen.has(key)) row.errors.push({ message: t("sim_excel_duplicate_row") });
    else seen.set(key, row.row_number);
    if (row.errors.length > 0) row.sim = null;
  }
  rows.addCells();
  const preview: SimExcelRow[] = rows.map((r) => ({
    row_number: r.row_number,
    sim: r.sim,
    errors: r.errors,
    cells: r.sim ? null : r.raw,
  }));
  const bad = rows.filter((r) => r.errors.length > 0);
  if (options.dryRun) return { rows: preview, created: 0 };
  if (bad.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      "sim_excel_has_errors",
      bad.flatMap((r) =>
        r.errors.map((e) => ({
          path: `rows.${r.row_number}${e.field ? `.${e.field}` : ""}`,
          message: e.cell ? `${e.cell}: ${e.message}` : e.message,
        })),
      ),
    );
  }
  const ids = await storeCheckedSimSessions({
    db,
    actor,
    sims: rows.map((r) => r.sim as SimInput),
    people,
  });
  return { rows: preview, created: ids.length };
}
