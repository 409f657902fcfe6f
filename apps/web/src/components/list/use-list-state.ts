import { SEARCH_DEBOUNCE_MS } from "@trms/shared";
import { useEffect, useState } from "react";
import type { PaginationLabels } from "./paged-table";
import { useDebouncedValue } from "./use-debounced-value";
import { usePageParam } from "./use-page-param";

/**
 * The state every list screen keeps: the page (in the address), the page size, and the search
 * text with the keyword sent 200 ms after typing stops.
 */
export function useListState(defaultPageSize: number) {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  /** The table's paging: a new page size starts again at page 1. */
  const pagination = (total: number, pageSizes: readonly number[], labels: PaginationLabels) => ({
    page,
    pageSize,
    pageSizes,
    total,
    labels,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  });
  return { page, setPage, pageSize, search, setSearch, keyword, pagination };
}

/** A page beyond the last one (an old link, a narrower search) starts over at page 1. */
export function useStartOverPastEnd(
  page: number,
  setPage: (page: number) => void,
  rowsOnPage: number | undefined,
) {
  useEffect(() => {
    if (rowsOnPage === 0 && page > 1) setPage(1);
  }, [rowsOnPage, page, setPage]);
}
