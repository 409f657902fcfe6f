/**
 * A module loaded the first time what it holds is used (a notice shown, a form checked), not with
 * the page: `onFirstUse(() => import("./x"))`. The build reads that form to leave the chunk out of
 * what a page loads (apps/web/build/chunk-facts.ts, scripts/route-sizes.mjs), as it does a dialog's
 * (components/on-demand.tsx). A load that failed (the network) is tried again on the next use.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}
