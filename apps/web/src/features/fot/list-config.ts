import { FOT_PAGE_SIZE, FOT_SORT_FIELDS, PAGE_SIZES } from "@trms/shared";
import type { ListConfig } from "../../components/list/list-address";

/** The FOT list's address: 5 a page (part1 §9), newest pilot first unless sorted by name or crew code. */
export const FOT_LIST: ListConfig<Record<string, never>> = {
  defaultPageSize: FOT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: FOT_SORT_FIELDS,
  defaultSort: { key: null, order: "-" },
};
