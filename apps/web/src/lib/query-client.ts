import {
  type FetchQueryOptions,
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { notifyError } from "./notify";
import { onServer } from "./ssr";

declare module "@tanstack/react-query" {
  interface Register {
    /** notifyError: false for screens that show the failure themselves (a form Alert). */
    queryMeta: { notifyError?: boolean };
    mutationMeta: { notifyError?: boolean };
  }
}

// Spec part1 §8: most failures show the server's message in an error notification.
function notifyUnlessHandled(error: Error, meta: { notifyError?: boolean } | undefined): void {
  if (meta?.notifyError === false) return;
  // The session-ended redirect speaks for itself.
  if (error instanceof ApiError && error.status === 401) return;
  notifyError(error.message);
}

// The library counts itself online until the browser says otherwise by an event: a page opened
// offline (from the device, ADR 1620) waits for the network instead of failing each call.
if (!onServer) onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => notifyUnlessHandled(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => notifyUnlessHandled(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Only server hiccups are worth a second try; a 4xx answer will not change.
      retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status >= 500),
    },
    // A write is never held back waiting for the network: one through the Outbox keeps itself on the
    // device (ADR 1620), any other says at once that it could not be sent.
    mutations: { networkMode: "always" },
  },
});

/**
 * Starts the call of a part about to mount, from a route's loader, unless a mounted part
 * already shows it: a loader runs again on every change of its page's address (a page, a search),
 * and the panels above that list keep their own rules for asking again.
 */
export function prefetchForMount<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  if (queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })?.isActive()) return;
  void queryClient.prefetchQuery(options);
}
