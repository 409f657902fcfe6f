import {
  LINE_CHECK_DEFAULT_LIST_FILTER,
  LINE_CHECK_DEFAULT_PAGE_SIZE,
  LINE_CHECK_LIST_FILTERS,
  LINE_CHECK_PAGE_SIZES,
  type LineCheckListFilter,
} from "@trms/shared";
import { type DateRange, dateRangeCodec, NO_DATE_RANGE } from "../../components/list/date-range";
import type { ListConfig } from "../../components/list/list-address";

/** What the filter dialog edits: the date range with the "filter by" field and the order (part2 §9). */
export interface LineCheckFilterChoice extends DateRange {
  filter: LineCheckListFilter;
  order: "+" | "-";
}

export const DEFAULT_LINE_CHECK_FILTER_CHOICE: LineCheckFilterChoice = {
  ...NO_DATE_RANGE,
  filter: LINE_CHECK_DEFAULT_LIST_FILTER,
  order: "-",
};

/** The line check list's address: 50 rows, by instructor name descending (part2 §9); the date range as the SIM list takes it. */
export const LINE_CHECK_LIST: ListConfig<DateRange> = {
  defaultPageSize: LINE_CHECK_DEFAULT_PAGE_SIZE,
  pageSizes: LINE_CHECK_PAGE_SIZES,
  sortKeys: LINE_CHECK_LIST_FILTERS,
  defaultSort: { key: LINE_CHECK_DEFAULT_LIST_FILTER, order: "-" },
  filters: dateRangeCodec,
};
