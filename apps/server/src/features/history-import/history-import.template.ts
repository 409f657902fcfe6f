import { type ImportKind, type Language, YES_NO_LABEL } from "@trms/shared";

interface WithValidations {
  dataValidations: { add(range: string, validation: import("exceljs").DataValidation): void };
}

/** The rows a template's lists and validations cover below its header. */
const VALIDATED_ROWS = 5_000;

const columnLetter = (index: number) => {
  let letter = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
};

/** A list column's choices as the template offers them, in the user's language. */
function choicesOf(kind: ImportKind, key: string, language: Language): string[] | null {
  const column = kind.columns.find((c) => c.key === key);
  if (column?.type === "yes_no") return [YES_NO_LABEL[language].yes, YES_NO_LABEL[language].no];
  return column?.options?.map((option) => option.label[language]) ?? null;
}

/** One sheet of a template workbook: its kind, and its rows (the example row when none are given). */
export interface TemplateSheet {
  kind: ImportKind;
  rows?: Iterable<Record<string, string>>;
}

/**
 * Kinds' templates as one workbook: a sheet of each with a header row, lists and notes, and below
 * the header the example row, or the given rows (an export, which imports again as it is). The
 * lists are on one hidden sheet, a column each; the notes sheet explains every sheet's columns.
 */
export async function templateWorkbook(
  sheets: readonly TemplateSheet[],
  language: Language,
): Promise<Buffer> {
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  const lists = workbook.addWorksheet(language === "vi" ? "Danh sách" : "Lists", { state: "hidden" });
  let listColumn = 0;
  for (const { kind, rows } of sheets) {
    const sheet = workbook.addWorksheet(kind.sheet[language]);
    sheet.columns = kind.columns.map((column) => ({
      header: column.required ? `${column.label[language]} *` : column.label[language],
      key: column.key,
      width: Math.max(14, column.label[language].length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: "frozen", ySplit: 1 }];
    let count = 0;
    for (const row of rows ?? [Object.fromEntries(kind.columns.map((c) => [c.key, c.example[language]]))]) {
      sheet.addRow(row);
      count += 1;
    }
    kind.columns.forEach((column, at) => {
      const letter = columnLetter(at);
      const range = `${letter}2:${letter}${Math.max(VALIDATED_ROWS, count) + 1}`;
      // Dates and numbers stay text as written: the import reads DD/MM/YYYY and Excel dates alike.
      if (column.type === "date" || column.type === "text") sheet.getColumn(at + 1).numFmt = "@";
      const choices = choicesOf(kind, column.key, language);
      if (!choices) return;
      // Each list on the hidden sheet, so a label with a comma stays one choice.
      listColumn += 1;
      const listLetter = columnLetter(listColumn - 1);
      choices.forEach((choice, row) => {
        lists.getCell(row + 1, listColumn).value = choice;
      });
      // exceljs writes a range's validation once (its typings leave `dataValidations` out).
      (sheet as unknown as WithValidations).dataValidations.add(range, {
        type: "list",
        allowBlank: !column.required,
        formulae: [`'${lists.name}'!$${listLetter}$1:$${listLetter}$${choices.length}`],
        showErrorMessage: true,
      });
    });
  }
  const notes = workbook.addWorksheet(language === "vi" ? "Hướng dẫn" : "Notes");
  notes.columns = [
    { header: language === "vi" ? "Trang tính" : "Sheet", width: 20 },
    { header: language === "vi" ? "Cột" : "Column", width: 28 },
    { header: language === "vi" ? "Bắt buộc" : "Required", width: 10 },
    { header: language === "vi" ? "Giải thích" : "Explanation", width: 100 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const { kind } of sheets)
    for (const column of kind.columns) {
      const choices = choicesOf(kind, column.key, language);
      notes.addRow([
        kind.sheet[language],
        column.label[language],
        column.required ? YES_NO_LABEL[language].yes : YES_NO_LABEL[language].no,
        choices ? `${column.note[language]} (${choices.join(", ")})` : column.note[language],
      ]);
    }
  notes.getColumn(4).alignment = { wrapText: true, vertical: "top" };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same columns as CSV, UTF-8 with its byte-order mark so spreadsheet programs read Vietnamese. */
export function templateCsv(kind: ImportKind, language: Language): Buffer {
  const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const header = kind.columns.map((column) => quote(column.label[language])).join(",");
  const example = kind.columns.map((column) => quote(column.example[language])).join(",");
  return Buffer.from(`\uFEFF${header}\r\n${example}\r\n`, "utf8");
}
