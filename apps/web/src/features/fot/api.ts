import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { can, type FotListReply } from "@trms/shared";
import { type ListSort, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { getSession } from "../../lib/session";
import { FOT_LIST } from "./list-config";

export interface FotListParams {
  page: number;
  pageSize: number;
  keyword: string;
  sort: ListSort;
}

export const fotKeys = {
  all: ["fot"] as const,
  list: (params: FotListParams) => [...fotKeys.all, "list", params] as const,
};

export const fotListQuery = (params: FotListParams) =>
  queryOptions({
    queryKey: fotKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<FotListReply>(
        "pilot/fot_list",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: params.sort.order,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          ...(params.sort.key ? { sort_by: params.sort.key } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/** The list's call for the address, from the route's loader, as the page will ask it. */
export function prefetchFotList(address: URL): void {
  if (!can(getSession().user, "fot.list")) return;
  const { page, pageSize, keyword, sort } = readListAddress(address.searchParams, FOT_LIST);
  prefetchList(fotListQuery({ page, pageSize, keyword, sort }));
}
