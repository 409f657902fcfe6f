import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { can, type LedgerFigures, type LedgerListReply, type LedgerSortField } from "@trms/shared";
import { type ListAddress, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { prefetchForMount } from "../../lib/query-client";
import { getSession } from "../../lib/session";
import { preloadWarnedPilots } from "../analytics";
import { LEDGER_LIST, type LedgerFilters } from "./ledger-list-config";

export interface LedgerListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: LedgerFilters;
  sortBy: LedgerSortField;
  order: "+" | "-";
}

export const ledgerKeys = {
  all: ["ledger"] as const,
  list: (params: LedgerListParams) => [...ledgerKeys.all, "list", params] as const,
  figures: () => [...ledgerKeys.all, "figures"] as const,
};

/** The ledger call's filters object from the address's filters ("" is not set). */
export function ledgerFilterBody(filters: LedgerFilters) {
  return {
    ...(filters.fleet ? { fleet: filters.fleet } : {}),
    ...(filters.expiring_within_days !== ""
      ? { expiring_within_days: Number(filters.expiring_within_days) }
      : {}),
    ...(filters.validity ? { validity: filters.validity } : {}),
    ...(filters.expired ? { expired: true } : {}),
  };
}

export const ledgerListQuery = (params: LedgerListParams) =>
  queryOptions({
    queryKey: ledgerKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<LedgerListReply>(
        "ledger/get_ledger",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: params.order,
          sort_by: params.sortBy,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: ledgerFilterBody(params.filters),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

export const ledgerFiguresQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.figures(),
    queryFn: ({ signal }) => apiPost<LedgerFigures>("ledger/get_figures", {}, { signal }),
    meta: { notifyError: false },
  });

/** The ledger call for a list address: by name unless the address sorts otherwise. */
export const ledgerListParamsFor = ({
  page,
  pageSize,
  keyword,
  filters,
  sort,
}: ListAddress<LedgerFilters>): LedgerListParams => ({
  page,
  pageSize,
  keyword,
  filters,
  sortBy: (sort.key ?? "full_name") as LedgerSortField,
  order: sort.order,
});

/**
 * The dashboard route's loader: the ledger's call for this address, the figures and the warned
 * pilots, all started before the page loads; the page shows them together.
 */
export function prefetchDashboard(address: URL): void {
  if (!can(getSession().user, "ledger.view")) return;
  prefetchList(ledgerListQuery(ledgerListParamsFor(readListAddress(address.searchParams, LEDGER_LIST))));
  prefetchForMount(ledgerFiguresQuery());
  preloadWarnedPilots("admin");
}

/** Downloads the Excel export of the ledger as filtered and sorted. */
export async function downloadLedgerExport(params: Omit<LedgerListParams, "page" | "pageSize">) {
  const query = new URLSearchParams({ order: params.order, sort_by: params.sortBy });
  if (params.keyword) query.set("keyword", params.keyword);
  const body = ledgerFilterBody(params.filters);
  if (body.fleet) query.set("fleet", body.fleet);
  if (body.expiring_within_days !== undefined)
    query.set("expiring_within_days", String(body.expiring_within_days));
  if (body.validity) query.set("validity", body.validity);
  if (body.expired) query.set("expired", "true");
  await downloadApiFile("ledger/export", query, { fallback: "Ledger.xlsx" });
}
