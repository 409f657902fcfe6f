import { PAGE_SIZES, TOLDG_PAGE_SIZE, TOLDG_SORT_FIELDS, type ToldgSortField } from "@trms/shared";
import type { ListAddress, ListConfig } from "../../components/list/list-address";

/** Soonest recency first: the rows that need attention lead. */
export const TOLDG_LIST: ListConfig<undefined> = {
  defaultPageSize: TOLDG_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: TOLDG_SORT_FIELDS,
  defaultSort: { key: "recency_date", order: "+" },
};

export interface ToldgListParams {
  page: number;
  pageSize: number;
  keyword: string;
  sortBy: ToldgSortField;
  order: "+" | "-";
}

/** The list call's parameters for an address, for the page and for the route's loader alike. */
export function toldgListParams({ page, pageSize, keyword, sort }: ListAddress<undefined>): ToldgListParams {
  return {
    page,
    pageSize,
    keyword,
    sortBy: (sort.key ?? "recency_date") as ToldgSortField,
    order: sort.order,
  };
}
