import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import "@fontsource/roboto/vietnamese-400.css";
import "@fontsource/roboto/vietnamese-500.css";
import "@fontsource/roboto/vietnamese-700.css";
import "./app/base.css";
import "./components/public/public.css";
import { StrictMode, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { App } from "./app/app";
import { i18nReady } from "./app/i18n";
import { routes } from "./app/router";
import { PageLoader } from "./components/page-loader";
import { leaveServerPage, serverPage } from "./lib/ssr";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

/**
 * The page the server rendered (ADR 1083) is taken over as it stands: the route's code is loaded
 * first, as the router would otherwise show its loader in place of the page, and the query cache
 * holds the answers the server rendered it from. The page stays inert until then, so a click on it
 * is not lost on markup that does not listen yet.
 */
async function takeOver(element: HTMLElement): Promise<void> {
  const [{ hydrate }, { queryClient }] = await Promise.all([
    import("@tanstack/react-query"),
    import("./lib/query-client"),
  ]);
  if (serverPage) hydrate(queryClient, serverPage.queries);
  await i18nReady;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
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
        <App>
          <RouterProvider router={router} />
        </App>
        <TakenOver onTakenOver={() => element.removeAttribute("inert")} />
      </Suspense>
    </StrictMode>,
    { onRecoverableError: (error) => console.warn("The server's page was rendered again here:", error) },
  );
}

/** Its effect runs once the page beside it listens: the page the server rendered is the app's now. */
function TakenOver({ onTakenOver }: { onTakenOver: () => void }) {
  useEffect(onTakenOver, [onTakenOver]);
  return null;
}

if (serverPage) {
  void takeOver(root);
} else {
  createRoot(root).render(
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
