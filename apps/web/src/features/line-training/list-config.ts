import {
  DEFAULT_LINE_TRAINING_TYPE,
  LINE_TRAINING_DEFAULT_LIST_FILTER,
  LINE_TRAINING_DEFAULT_PAGE_SIZE,
  LINE_TRAINING_LIST_FILTERS,
  LINE_TRAINING_PAGE_SIZES,
  LINE_TRAINING_TYPES,
  type LineTrainingListFilter,
  type LineTrainingType,
} from "@trms/shared";
import { type DateRange, dateRangeCodec, NO_DATE_RANGE } from "../../components/list/date-range";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The list's filters in the address: the training type (FOT unless chosen) and the date range. */
export interface LineTrainingFilters extends DateRange {
  type: LineTrainingType;
}

/** What the drawer edits: the range with the "filter by" field and the order. */
export interface LineTrainingFilterChoice extends DateRange {
  filter: LineTrainingListFilter;
  order: "+" | "-";
}

export const DEFAULT_LINE_TRAINING_FILTERS: LineTrainingFilters = {
  type: DEFAULT_LINE_TRAINING_TYPE,
  ...NO_DATE_RANGE,
};
export const DEFAULT_LINE_TRAINING_CHOICE: LineTrainingFilterChoice = {
  ...NO_DATE_RANGE,
  filter: LINE_TRAINING_DEFAULT_LIST_FILTER,
  order: "-",
};

const codec: FilterCodec<LineTrainingFilters> = {
  defaults: DEFAULT_LINE_TRAINING_FILTERS,
  keys: ["type", ...dateRangeCodec.keys],
  read: (params) => {
    const type = Number(params.get("type"));
    return {
      type: (LINE_TRAINING_TYPES as number[]).includes(type)
        ? (type as LineTrainingType)
        : DEFAULT_LINE_TRAINING_TYPE,
      ...dateRangeCodec.read(params),
    };
  },
  write: (filters) => ({
    ...(filters.type !== DEFAULT_LINE_TRAINING_TYPE ? { type: String(filters.type) } : {}),
    ...dateRangeCodec.write(filters),
  }),
  // The type has its own select beside the tabs; the drawer's badge counts the dates.
  count: dateRangeCodec.count,
};

/** Newest start date first, 10 a page (part2 §9 "others"). */
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
