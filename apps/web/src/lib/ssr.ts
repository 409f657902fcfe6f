import type { DehydratedState } from "@tanstack/react-query";
import type { SessionUser } from "@trms/shared";

/** The element that carries a rendered page's `ServerPage`, as JSON. */
export const SERVER_PAGE_ID = "trms-page";

/**
 * A landing page rendered by the server: what the browser needs to take it over as it was
 * rendered, written into the page as JSON.
 */
export interface ServerPage {
  language: "vi" | "en";
  /** The layout the server chose (the sidebar beside the page, or the phone's drawer). */
  desktop: boolean;
  /** The account the server rendered for, fresher than the one kept from sign-in. */
  user: SessionUser | null;
  /** The calls' answers the page was rendered from. */
  queries: DehydratedState;
  /** The routes' loader results, for the router to start where the server's stopped. */
  loaderData: Record<string, unknown>;
}

/** One request the server renders: its cookies and language, and how its API calls are answered. */
export interface ServerRequest {
  cookie: string;
  language: "vi" | "en";
  desktop: boolean;
  /** Answers a call as the server's API would for this request's sign-in. */
  call: (
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => Promise<Response>;
}

export const onServer = typeof document === "undefined";

let serverRequest: ServerRequest | null = null;

/** The request being rendered on the server; the server renders one page at a time. */
export function setServerRequest(request: ServerRequest | null): void {
  serverRequest = request;
}

export function getServerRequest(): ServerRequest | null {
  return serverRequest;
}

/** The page the server rendered, read once in the browser; null for a page the browser renders itself. */
export const serverPage: ServerPage | null = onServer ? null : readServerPage();

function readServerPage(): ServerPage | null {
  // A test's stand-in document may have no elements to look up.
  const text = document.getElementById?.(SERVER_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPage;
  } catch {
    return null;
  }
}

let firstPageFromServer = onServer || serverPage !== null;

/**
 * True while the page shown is the one the server rendered (on the server too): parts that would
 * otherwise show in steps (a list's first rows, a landing page's held list) start complete, as the
 * server rendered them, so the browser's first render matches the page. False from the first move
 * to another page on.
 */
export function pageFromServer(): boolean {
  return firstPageFromServer;
}

/** The user has left the page the server rendered. */
export function leaveServerPage(): void {
  firstPageFromServer = false;
}

/** Whether the server rendered the page with the sidebar beside it (a wide screen). */
export function serverLayoutDesktop(): boolean {
  return onServer ? (serverRequest?.desktop ?? true) : (serverPage?.desktop ?? true);
}
