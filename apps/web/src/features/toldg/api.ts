import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { can, type NewFlightInput, type RecencyData, type ToldgListReply } from "@trms/shared";
import { readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { getSession } from "../../lib/session";
import { TOLDG_LIST, type ToldgListParams, toldgListParams } from "./list-config";

export const toldgKeys = {
  all: ["toldg"] as const,
  list: (params: ToldgListParams) => [...toldgKeys.all, "list", params] as const,
};

export const toldgListQuery = (params: ToldgListParams) =>
  queryOptions({
    queryKey: toldgKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<ToldgListReply>(
        "toldg/get_all",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: params.order,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: { sort_by: params.sortBy },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/**
 * Downloads the Excel export of the rows the list shows (same search and sort). Fetched rather than
 * linked so a failure is shown as a notice in the page instead of a JSON body in a new tab.
 */
export async function downloadToldgExport(params: Pick<ToldgListParams, "keyword" | "sortBy" | "order">) {
  const query = new URLSearchParams({ order: params.order, sort_by: params.sortBy });
  if (params.keyword) query.set("keyword", params.keyword);
  await downloadApiFile("toldg/export", query, { fallback: "TO LDG.xlsx" });
}

/** toldg/new_flight: the public survey needs no session and no query cache. */
export function submitSurvey(body: NewFlightInput): Promise<RecencyData> {
  return apiPost<RecencyData>("toldg/new_flight", body);
}

/** The list's call for the address, from the route's loader, as the page will ask it. */
export function prefetchToldgList(address: URL): void {
  if (!can(getSession().user, "toldg.view")) return;
  prefetchList(toldgListQuery(toldgListParams(readListAddress(address.searchParams, TOLDG_LIST))));
}
