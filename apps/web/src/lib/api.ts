import {
  APPLICATION_TYPE,
  type ApiEnvelope,
  ENROLMENT_REQUIRED_DETAIL,
  type ErrorCode,
  REQUEST_TIMEOUT_MS,
} from "@trms/shared";
import i18next from "i18next";
import { ApiError } from "./api-error";
import { currentLanguage } from "./language";
import { getToken } from "./session";
import { getServerRequest, onServer } from "./ssr";

export { ApiError } from "./api-error";

export const API_BASE = "/api/v1/";

/** The reply header that names the request in the server's log. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Sign-in calls answer 401 for a wrong password; that is a form error, not an ended session. */
const SIGN_IN_PATHS = new Set([
  "auth/login",
  "auth/login/validate",
  "auth/login/second_factor",
  "auth/login/passkey_options",
  "auth/login/passkey",
  "auth/logout",
]);

let onUnauthorized: (() => void) | null = null;
let onEnrolmentRequired: (() => void) | null = null;

/** The app decides where an account that must first enrol a second factor goes (its enrolment page). */
export function setEnrolmentRequiredHandler(handler: (() => void) | null): void {
  onEnrolmentRequired = handler;
}

/** The app decides what an ended session means (clear it, go to /login); this module only reports it. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "application-type": APPLICATION_TYPE,
    "Accept-Language": currentLanguage(),
  };
  const token = getToken();
  if (token) headers["access-token"] = token;
  return headers;
}

/**
 * A failure the user cannot fix, said with the request's id so they can quote it to support, who
 * find the server's log of it by that id. A refusal the user can act on (4xx) is not.
 */
function withRequestId(message: string, status: number, requestId: string | null): string {
  if (!requestId || (status > 0 && status < 500)) return message;
  return i18next.t("common:errors.with_request_id", { message, id: requestId });
}

function internalError(
  status: number,
  reason: "internal" | "timeout" = "internal",
  requestId: string | null = null,
): ApiError {
  const message = withRequestId(i18next.t(`common:errors.${reason}`), status, requestId);
  return new ApiError("INTERNAL_ERROR", message, [], status, requestId);
}

/**
 * Unwraps the envelope: data on success, an ApiError with the server's message otherwise; a server
 * fault's message ends with the request's id from the reply's `x-request-id`.
 */
export function readEnvelope<T>(
  path: string,
  status: number,
  body: string,
  requestId: string | null = null,
): T {
  let envelope: ApiEnvelope<T>;
  try {
    envelope = JSON.parse(body) as ApiEnvelope<T>;
  } catch {
    throw internalError(status, "internal", requestId);
  }
  if (status === 401 && !SIGN_IN_PATHS.has(path)) onUnauthorized?.();
  if (envelope && envelope.code === "OK" && status < 400) return envelope.data;
  if (!envelope || typeof envelope.code !== "string" || envelope.code === "OK")
    throw internalError(status, "internal", requestId);
  if (status === 403 && envelope.details?.some((detail) => detail.path === ENROLMENT_REQUIRED_DETAIL))
    onEnrolmentRequired?.();
  const message = withRequestId(envelope.message || i18next.t("common:errors.internal"), status, requestId);
  throw new ApiError(envelope.code as ErrorCode, message, envelope.details ?? [], status, requestId);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** How long to wait for the answer; the spec's REQUEST_TIMEOUT_MS unless a call needs longer. */
  timeoutMs?: number;
  /** Headers of this call beside the app's own (a queued write's Idempotency-Key and If-Match). */
  headers?: Record<string, string>;
}

async function request<T>(method: "GET" | "POST", path: string, body: unknown, options: RequestOptions) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("timeout"), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", forwardAbort, { once: true });
  const headers = { ...apiHeaders(), ...options.headers };
  if (method === "POST") headers["Content-Type"] = "application/json";
  try {
    const init = { method, headers, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined };
    const serverRequest = onServer ? getServerRequest() : null;
    // On the server a page's calls are answered in process, as the API answers this request's sign-in.
    const response = serverRequest
      ? await serverRequest.call(API_BASE + path, init)
      : await fetch(API_BASE + path, { ...init, signal: controller.signal, credentials: "same-origin" });
    return readEnvelope<T>(
      path,
      response.status,
      await response.text(),
      response.headers.get(REQUEST_ID_HEADER),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A caller's own cancel (a query leaving the screen) must stay an abort, not a shown error.
    if (options.signal?.aborted) throw error;
    throw internalError(0, controller.signal.aborted ? "timeout" : "internal");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

/** POST a JSON body; the contract's default for every call. */
export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>("POST", path, body, options);
}

/** GET, for the few calls the contract makes without a body. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>("GET", path, undefined, options);
}
