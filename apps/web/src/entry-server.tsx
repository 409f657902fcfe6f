import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { dehydrate } from "@tanstack/react-query";
import { isAdminArea, isPilotArea, type SessionUser } from "@trms/shared";
import i18next from "i18next";
import { type ReactNode, StrictMode, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { App } from "./app/app";
import { i18nReady } from "./app/i18n";
import { routes } from "./app/router";
import { PageLoader } from "./components/page-loader";
import { apiPost } from "./lib/api";
import { getCookie } from "./lib/cookies";
import { isJwtLive } from "./lib/jwt";
import { queryClient } from "./lib/query-client";
import { setServerSession } from "./lib/session";
import { type ServerPage, type ServerRequest, setServerRequest } from "./lib/ssr";
import { fillTemplate } from "./lib/ssr-page";

/**
 * Which pages the server renders, and for whom: the sign-in page for a visitor not signed
 * in, and in an area a page whose route has a loader, which starts the page's calls from its address
 * alone (the landing lists, the dashboard, the busiest lists). Every other page is rendered by the
 * browser, as before.
 */
function audienceOf(pathname: string): "signed-out" | "admin" | "pilot" | null {
  if (pathname === "/login") return "signed-out";
  const area = pathname.startsWith("/admin/") ? "admin" : pathname.startsWith("/pilot/") ? "pilot" : null;
  if (!area) return null;
  return matchRoutes(routes, pathname)?.some(({ route }) => route.loader) ? area : null;
}

/** The longest the server waits for a page's calls before it leaves the page to the browser. */
const CALLS_WAIT_MS = 3000;

const handler = createStaticHandler(routes);

/** Calls started by the routes' loaders (a lazy import first, then the call), until none is running. */
async function settleCalls(deadline: number): Promise<boolean> {
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = queryClient.getQueryCache().findAll({ fetchStatus: "fetching" });
    if (running.length === 0 && round > 0) return true;
    const wait = Math.max(0, deadline - Date.now());
    const settled = await Promise.race([
      Promise.allSettled(running.map((query) => query.fetch())).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), wait)),
    ]);
    if (!settled) return false;
  }
  return false;
}

/** A boundary the server could not finish (a lazy part or texts still loading) marks itself so. */
const UNFINISHED = /<!--\$[!?]-->/;

/**
 * The page as one string of markup, rendered whole at once. A page whose lazy parts or texts have
 * not loaded yet in this process is first streamed, only to wait until they have: a streamed page
 * would finish its late parts with inline scripts, which the page's security policy refuses.
 */
async function renderToText(tree: ReactNode): Promise<string | null> {
  const html = renderToString(tree);
  if (!UNFINISHED.test(html)) return html;
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      onAllReady: resolve,
      onShellError: reject,
      onError: reject,
    });
    const timer = setTimeout(
      () => stream.abort(new Error("the page took too long to render")),
      CALLS_WAIT_MS,
    );
    timer.unref?.();
  });
  const complete = renderToString(tree);
  return UNFINISHED.test(complete) ? null : complete;
}

export interface RenderInput {
  /** The address asked for, path and query. */
  url: string;
  /** The built index.html the page goes into. */
  template: string;
  request: ServerRequest;
}

async function renderPage({ url, template, request }: RenderInput): Promise<string | null> {
  const address = new URL(url, "http://localhost");
  const audience = audienceOf(address.pathname);
  if (!audience) return null;
  setServerRequest(request);
  try {
    await i18nReady;
    await i18next.changeLanguage(request.language);
    queryClient.clear();

    const token = getCookie("token");
    const live = Boolean(token && isJwtLive(token));
    setServerSession(live ? token : null, null);
    let user: SessionUser | null = null;
    if (live) user = await apiPost<SessionUser>("auth/me").catch(() => null);
    if (audience === "signed-out" ? live : !user) return null;
    if (audience === "admin" && !(user && isAdminArea(user))) return null;
    if (audience === "pilot" && !(user && isPilotArea(user))) return null;
    setServerSession(live ? token : null, user);

    const deadline = Date.now() + CALLS_WAIT_MS;
    const context = await handler.query(new Request(address));
    if (context instanceof Response || context.errors) return null;
    if (!(await settleCalls(deadline))) return null;
    // A failed call is the browser's to show and to ask again, with its own notice and Retry.
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" }).length)
      return null;

    const cache = createCache({ key: "css" });
    // Styles are collected here instead of written beside each element, and go into the head.
    cache.compat = true;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToText(
      <CacheProvider value={cache}>
        <StrictMode>
          <Suspense fallback={<PageLoader />}>
            <App>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </Suspense>
        </StrictMode>
      </CacheProvider>,
    );
    if (html === null) return null;

    const styles = Object.entries(cache.inserted).flatMap(([name, rules]) =>
      typeof rules === "string" ? [{ name, rules }] : [],
    );
    const page: ServerPage = {
      language: request.language,
      desktop: request.desktop,
      user,
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
    };
    return fillTemplate(template, { language: request.language, styles, html, page });
  } finally {
    queryClient.clear();
    setServerSession(null, null);
    setServerRequest(null);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` rendered for the request's sign-in, or null for a page the browser renders
 * itself (not one the server renders, not this account's, or a call that failed or took too long). The
 * rendering shares the app's modules (its session, texts and query cache), so pages render one at a
 * time.
 */
export function render(input: RenderInput): Promise<string | null> {
  const result = queue.then(() => renderPage(input));
  queue = result.catch(() => undefined);
  return result;
}
