import "./app/base.css";
import "./components/public/public.css";
import { type ReactNode, StrictMode, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type LoaderFunctionArgs, matchRoutes, RouterProvider } from "react-router";
import { App } from "./app/app";
import { i18nReady } from "./app/i18n";
import { routes } from "./app/router";
import { PageLoader } from "./components/page-loader";
import { leaveServerPage, serverPage } from "./lib/ssr";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

/**
 * The page the server rendered is taken over as it stands: the route's code is loaded
 * first, as the router would otherwise show its loader in place of the page, and the query cache
 * holds the answers the server rendered it from. The page stays inert until then, so a click on it
 * is not lost on markup that does not listen yet.
 */
async function takeOver(element: HTMLElement): Promise<void> {
  // The query cache and its library load only for a page rendered from answers: the sign-in page
  // has none, and its budget has no room for them.
  const answers = serverPage?.queries;
  if (answers && (answers.queries.length > 0 || answers.mutations.length > 0)) {
    const [{ hydrate }, { queryClient }] = await Promise.all([
      import("@tanstack/react-query"),
      import("./lib/query-client"),
    ]);
    hydrate(queryClient, answers);
  }
  await i18nReady;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  // The loaders start the code of the panels a page loads lazily, so that React takes them
  // over soon after the page; their calls are already answered in the cache.
  for (const { route, params } of matches) {
    if (typeof route.loader !== "function") continue;
    // Our loaders read only the request (list-loader.ts).
    const args = { request: new Request(window.location.href), params, context: undefined };
    // Only their code is wanted here: a call that fails is the page's to show once it is the app's.
    Promise.resolve(route.loader(args as unknown as LoaderFunctionArgs)).catch(() => undefined);
  }
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: serverPage?.loaderData ?? {}, actionData: null, errors: null },
  });
  const stop = router.subscribe((state) => {
    if (state.location.key === "default") return;
    leaveServerPage();
    stop();
  });
  hydrateRoot(
    element,
    <StrictMode>
      <Suspense fallback={<PageLoader />}>
        <TakenOver onTakenOver={() => element.removeAttribute("inert")}>
          <App>
            <RouterProvider router={router} />
          </App>
        </TakenOver>
      </Suspense>
    </StrictMode>,
    { onRecoverableError: (error) => console.warn("The server's page was rendered again here:", error) },
  );
}

/**
 * Its effect runs once the page inside it listens: the page the server rendered is the app's now. A
 * wrapper, not a sibling, so the tree has the server's shape and every `useId` matches.
 */
function TakenOver({ onTakenOver, children }: { onTakenOver: () => void; children: ReactNode }) {
  useEffect(onTakenOver, [onTakenOver]);
  return children;
}

/** The app rendered by the browser from nothing, in `element` emptied first if need be. */
function renderHere(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      {/* Texts load per namespace; the first screen waits here for its own. */}
      <Suspense fallback={<PageLoader />}>
        <App>
          <RouterProvider router={createBrowserRouter(routes)} />
        </App>
      </Suspense>
    </StrictMode>,
  );
}

if (serverPage) {
  takeOver(root).catch((error: unknown) => {
    // The route's code or texts did not load: the browser renders the page itself, as without the
    // server's page, and shows what failed there.
    console.warn("The server's page could not be taken over:", error);
    leaveServerPage();
    root.replaceChildren();
    root.removeAttribute("inert");
    renderHere(root);
  });
} else {
  renderHere(root);
}
