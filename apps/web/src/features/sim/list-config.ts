import {
  SIM_DEFAULT_LIST_FILTER,
  SIM_DEFAULT_PAGE_SIZE,
  SIM_LIST_FILTERS,
  SIM_PAGE_SIZES,
  type SimListFilter,
} from "@trms/shared";
import { type DateRange, dateRangeCodec, NO_DATE_RANGE } from "../../components/list/date-range";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The date range of the SIM list's filter drawer (YYYY-MM-DD or ""). */
export type SimFilters = DateRange;

/** What the drawer edits: the range with the "filter by" field and the order (part2 §9). */
export interface SimFilterChoice extends SimFilters {
  filter: SimListFilter;
  order: "+" | "-";
}

export const DEFAULT_SIM_FILTERS: SimFilters = NO_DATE_RANGE;
export const DEFAULT_SIM_FILTER_CHOICE: SimFilterChoice = {
  ...DEFAULT_SIM_FILTERS,
  filter: SIM_DEFAULT_LIST_FILTER,
  order: "-",
};

/** ?start_date=&end_date=; a range that ends before it starts keeps only its start. */
const simFilterCodec: FilterCodec<SimFilters> = dateRangeCodec;

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
