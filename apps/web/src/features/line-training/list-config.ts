import {
  DEFAULT_LINE_TRAINING_TYPE,
  isoDateSchema,
  LINE_TRAINING_DEFAULT_LIST_FILTER,
  LINE_TRAINING_DEFAULT_PAGE_SIZE,
  LINE_TRAINING_LIST_FILTERS,
  LINE_TRAINING_PAGE_SIZES,
  LINE_TRAINING_TYPES,
  type LineTrainingListFilter,
  type LineTrainingType,
} from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The list's filters in the address: the training type (FOT unless chosen) and the date range. */
export interface LineTrainingFilters {
  type: LineTrainingType;
  start_date: string;
  end_date: string;
}

/** What the drawer edits: the range with the "filter by" field and the order. */
export interface LineTrainingFilterChoice {
  start_date: string;
  end_date: string;
  filter: LineTrainingListFilter;
  order: "+" | "-";
}

export const DEFAULT_LINE_TRAINING_FILTERS: LineTrainingFilters = {
  type: DEFAULT_LINE_TRAINING_TYPE,
  start_date: "",
  end_date: "",
};
export const DEFAULT_LINE_TRAINING_CHOICE: LineTrainingFilterChoice = {
  start_date: "",
  end_date: "",
  filter: LINE_TRAINING_DEFAULT_LIST_FILTER,
  order: "-",
};

export const startAfterEnd = (range: { start_date: string; end_date: string }) =>
  Boolean(range.start_date && range.end_date && range.start_date > range.end_date);

const readDate = (value: string | null) => (value && isoDateSchema.safeParse(value).success ? value : "");

const codec: FilterCodec<LineTrainingFilters> = {
  defaults: DEFAULT_LINE_TRAINING_FILTERS,
  keys: ["type", "start_date", "end_date"],
  read: (params) => {
    const type = Number(params.get("type"));
    const filters = {
      type: (LINE_TRAINING_TYPES as number[]).includes(type)
        ? (type as LineTrainingType)
        : DEFAULT_LINE_TRAINING_TYPE,
      start_date: readDate(params.get("start_date")),
      end_date: readDate(params.get("end_date")),
    };
    if (startAfterEnd(filters)) filters.end_date = "";
    return filters;
  },
  write: (filters) => ({
    ...(filters.type !== DEFAULT_LINE_TRAINING_TYPE ? { type: String(filters.type) } : {}),
    ...(filters.start_date ? { start_date: filters.start_date } : {}),
    ...(filters.end_date ? { end_date: filters.end_date } : {}),
  }),
  // The type has its own select beside the tabs; the drawer's badge counts the dates.
  count: (filters) => [filters.start_date, filters.end_date].filter(Boolean).length,
};

/** Newest start date first, 10 a page (part2 §9 "others"; ADR 0610). */
export const LINE_TRAINING_LIST: ListConfig<LineTrainingFilters> = {
  defaultPageSize: LINE_TRAINING_DEFAULT_PAGE_SIZE,
  pageSizes: LINE_TRAINING_PAGE_SIZES,
  sortKeys: LINE_TRAINING_LIST_FILTERS,
  defaultSort: { key: LINE_TRAINING_DEFAULT_LIST_FILTER, order: "-" },
  filters: codec,
};

/** The tab in the address (?tab=completed), so a reload keeps it. */
export const LINE_TRAINING_TAB_KEY = "tab";
export type LineTrainingTabName = "in_progress" | "completed";
export const readLineTrainingTab = (value: string | null): LineTrainingTabName =>
  value === "completed" ? "completed" : "in_progress";

/** The list of each area, and its create screen. */
export type LineTrainingArea = "admin" | "pilot";
export const lineTrainingPaths = (area: LineTrainingArea) => ({
  list: `/${area}/line-training`,
  create: `/${area}/line-training/create`,
});
