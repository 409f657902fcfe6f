import { type ImportColumn, isIsoDate, type ServerMessageKey, YES_NO } from "@trms/shared";
import type { CellText } from "../../lib/excel/workbook-upload";

/** A problem of one row, kept as its message key and values and said in the reader's language. */
export interface RowProblem {
  column: string | null;
  message: ServerMessageKey;
  values?: Record<string, string>;
}

export type CellValue = string | number | boolean | null;

/** The earliest date any record of the history may carry. */
const EARLIEST = "1950-01-01";

const pad = (n: number) => String(n).padStart(2, "0");

/** An Excel date cell is the day it shows: exceljs reads it as that day's midnight in UTC. */
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** DD/MM/YYYY (or D/M/YYYY, with / . or -) and YYYY-MM-DD, as the day it names; null when neither. */
export function dayOfText(text: string): string | null {
  const vietnamese = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = vietnamese
    ? `${vietnamese[3]}-${pad(Number(vietnamese[2]))}-${pad(Number(vietnamese[1]))}`
    : iso
      ? text
      : null;
  return day && isIsoDate(day) ? day : null;
}

/**
 * One cell as its column's value, or the problem that keeps it from being one: an empty cell is
 * null (a required column's problem is the caller's); a date is a day from 1950 to today.
 */
export function cellValue(
  column: ImportColumn,
  cell: CellText | undefined,
  today: string,
): { value: CellValue } | { problem: RowProblem } {
  const problem = (message: ServerMessageKey, values?: Record<string, string>) => ({
    problem: { column: column.key, message, values },
  });
  if (!cell) return { value: null };
  if ("error" in cell)
    return cell.detail === "too_long" ? problem("import_cell_too_long") : problem("field_invalid");
  if ("date" in cell) {
    if (column.type !== "date") return problem("field_wrong_type");
    return dateInRange(dayOf(cell.date), problem);
  }
  const text = cell.text.trim();
  if (text === "") return { value: column.type === "yes_no" ? false : null };
  switch (column.type) {
    case "text":
      return { value: text };
    case "date": {
      const day = dayOfText(text);
      return day ? dateInRange(day, problem) : problem("import_date_invalid");
    }
    case "number": {
      const number = Number(text.replace(",", "."));
      return Number.isFinite(number) ? { value: number } : problem("import_number_invalid");
    }
    case "yes_no": {
      const word = text.toLowerCase();
      if (YES_NO.yes.includes(word)) return { value: true };
      if (YES_NO.no.includes(word)) return { value: false };
      return problem("import_yes_no_invalid");
    }
    case "list": {
      const word = text.normalize("NFC").toLowerCase();
      const option = column.options?.find(
        (o) =>
          String(o.value).toLowerCase() === word ||
          o.label.en.toLowerCase() === word ||
          o.label.vi.normalize("NFC").toLowerCase() === word,
      );
      return option ? { value: option.value } : problem("import_option_unknown", { value: text });
    }
  }

  function dateInRange(day: string, fail: typeof problem) {
    if (day < EARLIEST) return fail("import_date_too_early");
    if (day > today) return fail("import_date_future");
    return { value: day };
  }
}
