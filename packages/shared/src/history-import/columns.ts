import { type Language, Position } from "../constants";
import type { ImportKindKey } from "./kinds";

/**
 * What a cell of an import holds: free text, a date (an Excel date, DD/MM/YYYY or YYYY-MM-DD), a
 * number, one of a list's options (by its label in either language, or its value), or yes/no.
 */
export type ImportCellType = "text" | "date" | "number" | "list" | "yes_no";

export interface ImportOption {
  value: string | number;
  label: Record<Language, string>;
}

/** One column of an import template: the field it fills, its header and note in both languages. */
export interface ImportColumn {
  /** The field's name in the API (and the CSV header that is read in any language). */
  key: string;
  label: Record<Language, string>;
  /** What the notes sheet says of the column. */
  note: Record<Language, string>;
  type: ImportCellType;
  required?: boolean;
  /** A list column's options: the template's data validation list, in the user's language. */
  options?: readonly ImportOption[];
  /** The example row's cell, as an office would write it. */
  example: Record<Language, string>;
  /** Names a PDF of the ZIP uploaded beside the workbook (an export names its ZIP's files here). */
  file?: true;
}

/**
 * An importable kind: its sheet, its columns in order, and the columns whose values name a row
 * for good (its natural key), so a second run finds the row the first one wrote.
 */
export interface ImportKind {
  key: ImportKindKey;
  sheet: Record<Language, string>;
  naturalKey: readonly string[];
  columns: readonly ImportColumn[];
}

export const same = (text: string): Record<Language, string> => ({ vi: text, en: text });
export const bilingual = (en: string, vi: string): Record<Language, string> => ({ en, vi });

export const POSITION_OPTIONS: readonly ImportOption[] = [
  { value: Position.CAPTAIN, label: bilingual("Captain", "Cơ trưởng") },
  { value: Position.FIRST_OFFICER, label: bilingual("First officer", "Cơ phó") },
  { value: Position.CAPTAIN_TRAINING, label: bilingual("Captain in training", "Cơ trưởng đang huấn luyện") },
  {
    value: Position.FIRST_OFFICER_TRAINING,
    label: bilingual("First officer in training", "Cơ phó đang huấn luyện"),
  },
];

export const text = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: Record<Language, string>,
  required = false,
): ImportColumn => ({ key, label, note, example, type: "text", required });

export const date = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: string,
): ImportColumn => ({ key, label, note, example: same(example), type: "date" });

export const DATE_NOTE = bilingual(
  "DD/MM/YYYY (or an Excel date); not in the future, not before 1950.",
  "DD/MM/YYYY (hoặc ô ngày của Excel); không ở tương lai, không trước năm 1950.",
);
export const withDateNote = (en: string, vi: string) =>
  bilingual(`${en} ${DATE_NOTE.en}`, `${vi} ${DATE_NOTE.vi}`);

/** The words a yes/no cell is read as, in either language. */
export const YES_NO: Record<"yes" | "no", readonly string[]> = {
  yes: ["yes", "y", "có", "co", "true", "1", "x"],
  no: ["no", "n", "không", "khong", "false", "0", ""],
};
export const YES_NO_LABEL: Record<Language, { yes: string; no: string }> = {
  en: { yes: "Yes", no: "No" },
  vi: { yes: "Có", no: "Không" },
};

/** The column naming a record's pilot (or instructor) by crew code, as every record sheet has it. */
export const crewColumn = (
  key = "crew_code",
  label = bilingual("Crew code", "Mã phi công"),
  note = bilingual(
    "Required: the pilot's crew code, stored or on the crew sheet of the same upload.",
    "Bắt buộc: mã của phi công, đã có trong hệ thống hoặc trên trang tính tổ bay của cùng tệp.",
  ),
  example = same("P1001"),
): ImportColumn => ({ key, label, note, example, type: "text", required: true });

/** A required date column: the record's day, which with its pilot names the record. */
export const dayColumn = (key: string, label: Record<Language, string>, example: string): ImportColumn => ({
  key,
  label,
  note: withDateNote("Required.", "Bắt buộc."),
  example: same(example),
  type: "date",
  required: true,
});

/** A number column, whole unless its note says otherwise. */
export const numberColumn = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: string,
  required = false,
): ImportColumn => ({ key, label, note, example: same(example), type: "number", required });
