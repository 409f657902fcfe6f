import {
  LINE_CHECK_DEFAULT_LIST_FILTER,
  LINE_CHECK_DEFAULT_PAGE_SIZE,
  LINE_CHECK_LIST_FILTERS,
  LINE_CHECK_PAGE_SIZES,
  type LineCheckListFilter,
} from "@trms/shared";
import type { ListConfig } from "../../components/list/list-address";
import { DEFAULT_SIM_FILTERS, SIM_LIST, type SimFilters } from "../sim/list-config";

/** What the filter dialog edits: the date range with the "filter by" field and the order (part2 §9). */
export interface LineCheckFilterChoice extends SimFilters {
  filter: LineCheckListFilter;
  order: "+" | "-";
}

export const DEFAULT_LINE_CHECK_FILTER_CHOICE: LineCheckFilterChoice = {
  ...DEFAULT_SIM_FILTERS,
  filter: LINE_CHECK_DEFAULT_LIST_FILTER,
  order: "-",
};

/** The line check list's address: 50 rows, by instructor name descending (part2 §9); the SIM list's date range. */
export const LINE_CHECK_LIST: ListConfig<SimFilters> = {
  defaultPageSize: LINE_CHECK_DEFAULT_PAGE_SIZE,
  pageSizes: LINE_CHECK_PAGE_SIZES,
  sortKeys: LINE_CHECK_LIST_FILTERS,
  defaultSort: { key: LINE_CHECK_DEFAULT_LIST_FILTER, order: "-" },
  filters: SIM_LIST.filters,
};
