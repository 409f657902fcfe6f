import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import { queryClient } from "../../lib/query-client";

/**
 * Starts a list call that the page is about to make, under the page's own query key and request.
 * Only a list the cache does not hold yet: one it holds the page refreshes (or not) on mount by its
 * own rules, so an address change that revisits the route never adds a call.
 */
export function prefetchList<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  if (queryClient.getQueryState(options.queryKey)) return;
  void queryClient.prefetchQuery(options);
}
