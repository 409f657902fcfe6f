import { SEARCH_DEBOUNCE_MS } from "@trms/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ListAddress,
  type ListConfig,
  type ListSort,
  nextSort,
  readListAddress,
  sameParams,
  writeListAddress,
} from "./list-address";
import { useDebouncedValue } from "./use-debounced-value";

export interface ListParams<F> extends ListAddress<F> {
  config: ListConfig<F>;
  /** What the search box shows; the address (and the call) gets it 200 ms after typing stops. */
  search: string;
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** A column header click on this sort field. */
  toggleSort: (key: string) => void;
  /** Filters and sort applied together (the filter drawer's Apply), back to page 1. */
  apply: (change: { filters?: F; sort?: ListSort }) => void;
  /** How many filters differ from the defaults, counting a chosen sort field as one. */
  activeFilters: number;
}

/**
 * The state of a list screen kept in the address (search, filters, sort, page, page size), so a reload
 * or a shared link shows the same rows. An address with invalid values is rewritten to what is shown.
 * The config must be a stable value (a module constant).
 */
export function useListParams<F = undefined>(config: ListConfig<F>): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => readListAddress(params, config), [params, config]);

  useEffect(() => {
    const canonical = writeListAddress(address, config, params);
    if (!sameParams(canonical, params)) setParams(canonical, { replace: true });
  }, [address, config, params, setParams]);

  const update = useCallback(
    (change: Partial<ListAddress<F>>) =>
      setParams(
        (current) => writeListAddress({ ...readListAddress(current, config), ...change }, config, current),
        { replace: true },
      ),
    [config, setParams],
  );

  const [search, setSearch] = useState(address.keyword);
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The keyword last put in (or read from) the address, so the two effects do not echo each other.
  const written = useRef(address.keyword);
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    update({ keyword: typed, page: 1 });
  }, [typed, update]);
  useEffect(() => {
    // The address changed under the box (the back button, a link): the box follows it.
    if (address.keyword === written.current) return;
    written.current = address.keyword;
    setSearch(address.keyword);
  }, [address.keyword]);

  const filterCount = config.filters?.count(address.filters) ?? 0;
  return {
    ...address,
    config,
    search,
    setSearch,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize, page: 1 }), [update]),
    toggleSort: useCallback(
      (key: string) => update({ sort: nextSort(address.sort, key), page: 1 }),
      [update, address.sort],
    ),
    apply: useCallback(
      (change: { filters?: F; sort?: ListSort }) => update({ ...change, page: 1 }),
      [update],
    ),
    activeFilters: filterCount + (address.sort.key !== config.defaultSort.key ? 1 : 0),
  };
}
