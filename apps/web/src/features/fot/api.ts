import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { FotListReply } from "@trms/shared";
import type { ListSort } from "../../components/list/list-address";
import { apiPost } from "../../lib/api";

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
