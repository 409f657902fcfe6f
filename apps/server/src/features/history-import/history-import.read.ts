import {
  IMPORT_CELL_MAX,
  IMPORT_FILE_FIELD,
  IMPORT_KINDS,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportKind,
  type ServerMessageKey,
} from "@trms/shared";
import { parse } from "csv-parse/sync";
import { AppError } from "../../lib/errors";
import {
  type CellText,
  cellText,
  isLegacyWorkbook,
  isZip,
  openWorkbook,
  type WorkbookMessages,
} from "../../lib/excel/workbook-upload";

export const IMPORT_WORKBOOK_MESSAGES: WorkbookMessages = {
  required: "import_file_required",
  legacy: "import_file_xls",
  invalid: "import_file_unreadable",
  tooManyRows: "import_too_many_rows",
};

/** One data row of a sheet: its number as the spreadsheet shows it, and its cells by column key. */
export interface ReadRow {
  row: number;
  cells: Record<string, CellText>;
}

/** A sheet the header row names a kind of: its rows below the header, blank rows skipped. */
export interface ReadSheet {
  sheet: string;
  kind: ImportKind;
  rows: ReadRow[];
}

const refuse = (message: ServerMessageKey, values?: Record<string, string>) =>
  new AppError("VALIDATION_ERROR", message, [{ path: IMPORT_FILE_FIELD, message }], undefined, values);

/** "Crew code", "Mã phi công", "crew_code" and "CREW CODE (required)" read as one header. */
const normalize = (header: string) =>
  header
    .normalize("NFC")
    .toLowerCase()
    .replace(/\(.*?\)|\*/g, "")
    .replace(/[\s_]+/g, " ")
    .trim();

/** Each header a column is known by: its key and its label in both languages. */
function headerIndex(kind: ImportKind): Map<string, ImportColumn> {
  const index = new Map<string, ImportColumn>();
  for (const column of kind.columns)
    for (const name of [column.key, column.label.en, column.label.vi]) index.set(normalize(name), column);
  return index;
}

/**
 * The kind a header row is a template of, and which column each position holds: the kind whose
 * columns the headers name most, a sheet naming none being no import sheet (the notes, say).
 */
function kindOfHeader(headers: string[]): { kind: ImportKind; columns: (ImportColumn | null)[] } | null {
  let best: { kind: ImportKind; columns: (ImportColumn | null)[]; matched: number } | null = null;
  for (const kind of Object.values(IMPORT_KINDS)) {
    const index = headerIndex(kind);
    const columns = headers.map((header) => index.get(normalize(header)) ?? null);
    const matched = columns.filter(Boolean).length;
    if (matched > 0 && (!best || matched > best.matched)) best = { kind, columns, matched };
  }
  return best;
}

/** Every column the kind requires is there, or the upload is refused naming the first missing. */
function requireColumns(
  sheet: string,
  kind: ImportKind,
  columns: (ImportColumn | null)[],
  language: "vi" | "en",
) {
  for (const column of kind.columns.filter((c) => c.required)) {
    if (!columns.includes(column))
      throw refuse("import_column_missing", { sheet, column: column.label[language] });
  }
}

function sheetOf(
  sheet: string,
  headers: string[],
  body: Iterable<{ row: number; cells: CellText[] }>,
  language: "vi" | "en",
): ReadSheet | null {
  const found = kindOfHeader(headers);
  if (!found) return null;
  requireColumns(sheet, found.kind, found.columns, language);
  const rows: ReadRow[] = [];
  for (const { row, cells } of body) {
    if (cells.every((cell) => "text" in cell && cell.text === "")) continue;
    const named: Record<string, CellText> = {};
    found.columns.forEach((column, at) => {
      if (column) named[column.key] = cells[at] ?? { text: "" };
    });
    rows.push({ row, cells: named });
  }
  return { sheet, kind: found.kind, rows };
}

/** A cell longer than any field takes is kept short: its row gets a problem, not the whole text. */
function bounded(cell: CellText): CellText {
  return "text" in cell && cell.text.length > IMPORT_CELL_MAX ? { error: "cell", detail: "too_long" } : cell;
}

async function readWorkbook(buffer: Buffer, language: "vi" | "en"): Promise<ReadSheet[]> {
  const workbook = await openWorkbook(buffer, {
    field: IMPORT_FILE_FIELD,
    messages: IMPORT_WORKBOOK_MESSAGES,
    maxRows: IMPORT_MAX_ROWS,
  });
  const sheets: ReadSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    const width = worksheet.columnCount;
    const header = worksheet.getRow(1);
    const headers = Array.from({ length: width }, (_, at) => {
      const cell = cellText(header.getCell(at + 1).value);
      return "text" in cell ? cell.text : "";
    });
    const body = function* () {
      for (let number = 2; number <= worksheet.rowCount; number++) {
        const row = worksheet.getRow(number);
        yield {
          row: number,
          cells: Array.from({ length: width }, (_, at) => bounded(cellText(row.getCell(at + 1).value))),
        };
      }
    };
    const sheet = sheetOf(worksheet.name, headers, body(), language);
    if (sheet) sheets.push(sheet);
  }
  return sheets;
}

function readCsv(buffer: Buffer, fileName: string, language: "vi" | "en"): ReadSheet[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    throw refuse("import_csv_encoding");
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch {
    throw refuse("import_file_unreadable");
  }
  if (records.length - 1 > IMPORT_MAX_ROWS)
    throw refuse("import_too_many_rows", { max: String(IMPORT_MAX_ROWS) });
  const [headers = [], ...rest] = records;
  const body = rest.map((cells, at) => ({
    row: at + 2,
    cells: cells.map((cell) => bounded({ text: cell })),
  }));
  const sheet = sheetOf(fileName.replace(/\.csv$/i, ""), headers, body, language);
  return sheet ? [sheet] : [];
}

/**
 * The import sheets of an uploaded workbook (.xlsx: values read, formulas by their saved result and
 * never evaluated, macros never run) or CSV (UTF-8, with or without its byte-order mark).
 */
export async function readUpload(
  buffer: Buffer,
  fileName: string,
  language: "vi" | "en",
): Promise<ReadSheet[]> {
  let sheets: ReadSheet[];
  if (isLegacyWorkbook(buffer)) throw refuse("import_file_xls");
  if (isZip(buffer)) sheets = await readWorkbook(buffer, language);
  else if (/\.csv$/i.test(fileName) || !buffer.subarray(0, 512).includes(0))
    sheets = readCsv(buffer, fileName, language);
  else throw refuse("import_file_unreadable");
  if (sheets.length === 0) throw refuse("import_no_sheet");
  const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (rows > IMPORT_MAX_ROWS) throw refuse("import_too_many_rows", { max: String(IMPORT_MAX_ROWS) });
  return sheets;
}
