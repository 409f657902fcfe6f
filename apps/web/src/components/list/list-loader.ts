import type { LoaderFunctionArgs } from "react-router";

/**
 * A list route's loader: starts the page's list call as soon as the address matches, beside the
 * route's code and texts, instead of after they have loaded and the page has rendered once. It never
 * waits for the call (the page shows its skeleton and then the rows, as before), and the page finds
 * the call in flight under its own query key. `load` brings the feature's prefetch (a lazy import, so
 * the entry stays small); it reads the address as the page does.
 */
export function listLoader(load: () => Promise<(address: URL) => void>) {
  return ({ request }: LoaderFunctionArgs) => {
    load().then(
      (prefetch) => prefetch(new URL(request.url)),
      // The page's own chunk fails the same way and shows the route's error; nothing to add here.
      () => undefined,
    );
    return null;
  };
}
