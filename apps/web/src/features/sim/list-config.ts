import {
  isoDateSchema,
  SIM_DEFAULT_LIST_FILTER,
  SIM_DEFAULT_PAGE_SIZE,
  SIM_LIST_FILTERS,
  SIM_PAGE_SIZES,
  type SimListFilter,
} from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The date range of the SIM list's filter drawer (YYYY-MM-DD or ""). */
export interface SimFilters {
  start_date: string;
  end_date: string;
}

/** What the drawer edits: the range with the "filter by" field and the order (part2 §9). */
export interface SimFilterChoice extends SimFilters {
  filter: SimListFilter;
  order: "+" | "-";
}

export const DEFAULT_SIM_FILTERS: SimFilters = { start_date: "", end_date: "" };
export const DEFAULT_SIM_FILTER_CHOICE: SimFilterChoice = {
  ...DEFAULT_SIM_FILTERS,
  filter: SIM_DEFAULT_LIST_FILTER,
  order: "-",
};

/** The drawer's date check: both set and the start later than the end. */
export function startAfterEnd(filters: SimFilters): boolean {
  return Boolean(filters.start_date && filters.end_date && filters.start_date > filters.end_date);
}

function readDate(value: string | null): string {
  return value && isoDateSchema.safeParse(value).success ? value : "";
}

/** ?start_date=&end_date=; a range that ends before it starts keeps only its start. */
const simFilterCodec: FilterCodec<SimFilters> = {
  defaults: DEFAULT_SIM_FILTERS,
  keys: ["start_date", "end_date"],
  read: (params) => {
    const range = {
      start_date: readDate(params.get("start_date")),
      end_date: readDate(params.get("end_date")),
    };
    if (startAfterEnd(range)) range.end_date = "";
    return range;
  },
  write: (filters) => ({
    ...(filters.start_date ? { start_date: filters.start_date } : {}),
    ...(filters.end_date ? { end_date: filters.end_date } : {}),
  }),
  count: (filters) => [filters.start_date, filters.end_date].filter(Boolean).length,
};

/** The SIM list's address: 50 rows, by instructor name descending unless chosen otherwise (part2 §9). */
export const SIM_LIST: ListConfig<SimFilters> = {
  defaultPageSize: SIM_DEFAULT_PAGE_SIZE,
  pageSizes: SIM_PAGE_SIZES,
  sortKeys: SIM_LIST_FILTERS,
  defaultSort: { key: SIM_DEFAULT_LIST_FILTER, order: "-" },
  filters: simFilterCodec,
};

/** The instructor's tab in the address (?tab=pilot), so a reload keeps it. */
export const SIM_TAB_KEY = "tab";
export type SimTab = "instructor" | "pilot";
export function readSimTab(value: string | null): SimTab {
  return value === "pilot" ? "pilot" : "instructor";
}
