import type { Language } from "../constants";
import { LINE_TRAINING_TYPE_NAMES } from "../line-training/constants";
import { SIM_UTC_OFFSET_MINUTES } from "../sim/constants";
import { CRITERION_NAMES, FLIGHT_TYPE_NAMES } from "../training-flight/names";
import {
  HISTORY_ACTION_NAMES,
  HISTORY_ACTION_NAMES_OF,
  HISTORY_CODED_VALUES,
  HISTORY_FIELD_LABELS,
  HISTORY_FLAG_VALUES,
  HISTORY_SIGNATURE_FIELDS,
  HISTORY_SIGNED,
  HISTORY_STATUS_NAMES,
  HISTORY_TEXT_VALUES,
  HISTORY_YES_NO,
  STATUS_CHANGED,
  UNKNOWN_ACTION,
} from "./history-names";

/** One history row as every reader of the history has it: which record kind, what was done, what changed. */
export interface HistoryRow {
  entity: string;
  action: string;
  changes: unknown;
}

/** One changed field in words: its label and its value, or "before → after". */
export interface HistoryChange {
  label: string;
  value: string;
}

/** A history row in words: the action, and one line per field it changed or recorded. */
export interface HistoryRowWords {
  action: string;
  changes: HistoryChange[];
}

/** What stands for a missing value. */
export const NO_VALUE = "—";

/** Rows that record a record's values as they were (created, deleted, …), not what changed. */
const SNAPSHOT_ACTIONS = new Set([
  "create",
  "import",
  "delete",
  "clean_up",
  "purge",
  "submit",
  "download",
  "replace",
]);

/** Fields that hold a list, so a list of two is not a before and an after. */
const LIST_FIELDS = new Set([
  "files",
  "files_added",
  "files_removed",
  "file_ids",
  "forms",
  "sectors",
  "flights",
  "pilots",
]);

/** Fields left out: the same change again under the form's names (a training flight's `fields`). */
const LEFT_OUT = new Set(["fields"]);

/** Fields that hold the number of an account or record. */
const ID_FIELDS = new Set([
  "id",
  "pilot_id",
  "instructor_id",
  "created_by",
  "approved_by",
  "uploaded_by",
  "report_id",
]);

/** A stored file's key (folder/YYYY/MM/uuid/name or folder/YYYY/MM/uuid.ext), alone or at the end of its URL. */
const FILE_KEY =
  /^(?:\/api\/v1\/[a-z_/]*?)?[a-z_-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(?:\/([^/]+)|(\.[a-z0-9]+))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const NUMBER_LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-US" };

/** A number as the language writes it ("1,5" in Vietnamese, "1.5" in English), to the hundredth. */
export function historyNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as DD/MM/YYYY HH:mm at the airline (Asia/Ho_Chi_Minh, UTC+7 all year). */
function airlineDateTime(text: string): string {
  const at = new Date(Date.parse(text) + SIM_UTC_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(at.getTime())) return text;
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** The name a stored file downloads as: its key's last segment, decoded. */
export function historyFileName(key: string): string | undefined {
  const match = FILE_KEY.exec(key);
  if (!match) return undefined;
  const segment = match[1] ?? key.split("/").pop() ?? key;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A camelCase key (a record's column as the database layer names it) as its snake_case field. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A field's label; a field no table names reads as its words, never as its code. */
export function historyFieldLabel(key: string, language: Language): string {
  const field = snakeCase(key);
  const known =
    HISTORY_FIELD_LABELS[field]?.[language] ??
    (CRITERION_NAMES[language] as Record<string, string | undefined>)[field];
  if (known) return known;
  const words = field.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a status of a record kind; undefined when the kind has no such status. */
export function historyStatusName(entity: string, status: unknown, language: Language): string | undefined {
  return typeof status === "number" ? HISTORY_STATUS_NAMES[entity]?.[language][status] : undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A value of a field in words: names for codes and statuses, decoded file names, dates and numbers as the language writes them. */
export function historyValue(entity: string, key: string, value: unknown, language: Language): string {
  if (value === null || value === undefined || value === "") return NO_VALUE;
  const field = snakeCase(key);
  if (Array.isArray(value)) {
    if (value.length === 0) return NO_VALUE;
    const objects = value.some(isPlainObject);
    return value
      .map((item) =>
        isPlainObject(item)
          ? `(${objectWords(entity, item, language)})`
          : historyValue(entity, key, item, language),
      )
      .join(objects ? "; " : ", ");
  }
  if (isPlainObject(value)) return objectWords(entity, value, language);
  if (HISTORY_SIGNATURE_FIELDS.has(field)) return HISTORY_SIGNED[language];
  const flag = HISTORY_FLAG_VALUES[field]?.[language];
  if (typeof value === "boolean" && flag) return value ? flag[0] : flag[1];
  if (typeof value === "boolean") return value ? HISTORY_YES_NO[language].yes : HISTORY_YES_NO[language].no;
  if (typeof value === "number") {
    const coded =
      field === "status"
        ? historyStatusName(entity, value, language)
        : (HISTORY_CODED_VALUES[field]?.[language][value] ??
          (field === "flight_type" ? FLIGHT_TYPE_NAMES[language][value] : undefined) ??
          (field === "line_training_type" || field === "training_type"
            ? LINE_TRAINING_TYPE_NAMES[value as keyof typeof LINE_TRAINING_TYPE_NAMES]
            : undefined));
    if (coded) return coded;
    if (ID_FIELDS.has(field)) return `#${value}`;
    return historyNumber(value, language);
  }
  const text = String(value);
  const named = HISTORY_TEXT_VALUES[field]?.[language][text];
  if (named) return named;
  const file = historyFileName(text);
  if (file !== undefined) return file;
  const date = DATE.exec(text);
  if (date) return `${date[3]}/${date[2]}/${date[1]}`;
  const month = MONTH.exec(text);
  if (month) return `${month[2]}/${month[1]}`;
  if (DATE_TIME.test(text)) return airlineDateTime(text);
  return text;
}

/** An object's fields in words, "Label: value" each. */
function objectWords(entity: string, value: Record<string, unknown>, language: Language): string {
  const parts = Object.entries(value)
    .filter(([key]) => !LEFT_OUT.has(key))
    .map(
      ([key, item]) => `${historyFieldLabel(key, language)}: ${historyValue(entity, key, item, language)}`,
    );
  return parts.length === 0 ? NO_VALUE : parts.join(", ");
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A before and an after: a field's own line, or one line per inner field that differs when both are objects. */
function pairLines(
  entity: string,
  labels: string[],
  key: string,
  before: unknown,
  after: unknown,
  language: Language,
): HistoryChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((inner) => !same(before[inner], after[inner]))
      .flatMap((inner) =>
        pairLines(
          entity,
          [...labels, historyFieldLabel(inner, language)],
          inner,
          before[inner],
          after[inner],
          language,
        ),
      );
  }
  const was = historyValue(entity, key, before, language);
  const now = historyValue(entity, key, after, language);
  // A step that kept its status (a re-upload) names the status once.
  return [{ label: labels.join(" › "), value: was === now ? now : `${was} → ${now}` }];
}

/** A list of objects cut to the fields the other list's objects have (a reply's pilots beside the input's). */
function alike(before: unknown, after: unknown): unknown {
  if (!Array.isArray(before) || !Array.isArray(after)) return before;
  const keys = new Set(after.flatMap((item) => (isPlainObject(item) ? Object.keys(item) : [])));
  if (keys.size === 0) return before;
  return before.map((item) =>
    isPlainObject(item) ? Object.fromEntries(Object.entries(item).filter(([key]) => keys.has(key))) : item,
  );
}

function isPair(action: string, key: string, value: unknown): value is [unknown, unknown] {
  if (!Array.isArray(value) || value.length !== 2 || SNAPSHOT_ACTIONS.has(action)) return false;
  if (!LIST_FIELDS.has(snakeCase(key))) return true;
  return value.every((side) => side === null || Array.isArray(side));
}

/** Fields read first, in this order, whatever order the row keeps them in: the move, then why, then the file. */
const FIRST = ["status", "form_order", "reason", "file", "file_sha256"];
const place = (key: string) => {
  const at = FIRST.indexOf(key);
  return at < 0 ? FIRST.length : at;
};

/** The lines of a row's changes. */
function changeLines(row: HistoryRow, language: Language): HistoryChange[] {
  const { entity, action, changes } = row;
  if (changes === null || changes === undefined) return [];
  if (!isPlainObject(changes))
    return [
      { label: historyFieldLabel("changes", language), value: historyValue(entity, "", changes, language) },
    ];
  const { before, after, ...rest } = changes;
  const lines: HistoryChange[] = [];
  // An edit that kept the record as it was and as it became: only what differs, field by field.
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(after).filter((key) => key !== "file_ids")) {
      const was = alike(before[key], after[key]);
      if (!same(was, after[key]))
        lines.push(...pairLines(entity, [historyFieldLabel(key, language)], key, was, after[key], language));
    }
  } else {
    // A created or deleted record's values, under its own fields.
    for (const side of [before, after])
      if (isPlainObject(side))
        lines.push(...changeLines({ entity, action: "create", changes: side }, language));
    if (before !== undefined && !isPlainObject(before)) rest.before = before;
    if (after !== undefined && !isPlainObject(after)) rest.after = after;
  }
  const fields = Object.entries(rest).sort(([a], [b]) => place(a) - place(b));
  for (const [key, value] of fields) {
    if (LEFT_OUT.has(key)) continue;
    const label = historyFieldLabel(key, language);
    if (isPair(action, key, value))
      lines.push(...pairLines(entity, [label], key, value[0], value[1], language));
    else lines.push({ label, value: historyValue(entity, key, value, language) });
  }
  return lines;
}

/** The status a status change set, read from its `status: [from, to]`. */
function statusSet(changes: unknown): unknown {
  const status = isPlainObject(changes) ? changes.status : undefined;
  return Array.isArray(status) ? status[1] : undefined;
}

/** What a row's action says, with the status it set named when it set one. */
export function historyActionName(row: HistoryRow, language: Language): string {
  const words = HISTORY_ACTION_NAMES_OF[row.entity]?.[row.action] ?? HISTORY_ACTION_NAMES[row.action];
  if (!words) return UNKNOWN_ACTION[language];
  if (row.action !== "set_status" && row.action !== "set_caav_status") return words[language];
  const status = historyStatusName(row.entity, statusSet(row.changes), language);
  if (!status) return STATUS_CHANGED[row.action === "set_caav_status" ? "caav" : "status"][language];
  return words[language].replace("{status}", status);
}

/**
 * One history row in the reader's language: its action and every field it changed or recorded,
 * labelled as the screens label them, statuses and codes by name, files by their decoded name,
 * numbers and dates as the language writes them. The audit trail page, the training file PDF and
 * the pilot's ZIP all read the history through this.
 */
export function historyRowWords(row: HistoryRow, language: Language): HistoryRowWords {
  return { action: historyActionName(row, language), changes: changeLines(row, language) };
}

/** One change as one line of text: "Label: value". */
export const historyChangeText = (change: HistoryChange) => `${change.label}: ${change.value}`;
