import { SEARCH_DEBOUNCE_MS } from "@trms/shared";
import { useEffect, useState } from "react";
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
  return { page, setPage, pageSize, setPageSize, search, setSearch, keyword };
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
