import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ToldgListReply, ToldgSortField } from "@trms/shared";
import { API_BASE, apiHeaders, apiPost, readEnvelope } from "../../lib/api";

export interface ToldgListParams {
  page: number;
  pageSize: number;
  keyword: string;
  sortBy: ToldgSortField;
  order: "+" | "-";
}

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

/** The file name the server chose, from Content-Disposition (its UTF-8 form when given). */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads the Excel export of the rows the list shows (same search and sort). Fetched rather than
 * linked so a failure is shown as a notice in the page instead of a JSON body in a new tab.
 */
export async function downloadToldgExport(params: Pick<ToldgListParams, "keyword" | "sortBy" | "order">) {
  const query = new URLSearchParams({ order: params.order, sort_by: params.sortBy });
  if (params.keyword) query.set("keyword", params.keyword);
  const path = "toldg/export";
  const response = await fetch(`${API_BASE}${path}?${query}`, {
    headers: apiHeaders(),
    credentials: "same-origin",
  });
  if (!response.ok) readEnvelope(path, response.status, await response.text());
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, "TO LDG.xlsx");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
