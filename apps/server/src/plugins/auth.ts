import {
  type Action,
  APPLICATION_TYPE,
  can,
  ENROLMENT_ACTIONS,
  ENROLMENT_REQUIRED_DETAIL,
  INSPECTOR_ACTIONS,
  isInspector,
  type SessionUser,
} from "@trms/shared";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError, forbidden, notFound, unauthorized } from "../lib/errors";
import { verifyToken } from "../lib/tokens";

/**
 * A route's rule: open to all, or one named action of the shared rules (never an inline
 * predicate, so the web and the access tests read the same rule).
 */
export type Access = "public" | Action;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route with its declared rule, for the unauthorized-access matrix and the fuzz. */
    routeRules: RouteRule[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionJti: string | null;
    /** The session may only enrol the second factor its account must hold (and read itself, sign out). */
    enrolmentOnly: boolean;
    /** A genuine token of an account deactivated since it signed in. */
    accountDeactivated: boolean;
  }
}

export interface RouteRule {
  method: string;
  url: string;
  access: Access;
  /** The route reads a multipart body (an upload). */
  multipart: boolean;
}

export const SESSION_COOKIE = "trms_session";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads the token from the header or the cookie; a cookie alone must come with the application-type header. */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers["access-token"];
  if (typeof header === "string" && header.length > 0) return header;
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (!cookie) return null;
  if (!SAFE_METHODS.has(request.method) && request.headers["application-type"] !== APPLICATION_TYPE) {
    throw new AppError("FORBIDDEN", "csrf_header_missing");
  }
  return cookie;
}

/** The signed-in account of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** What the guard asks about an inspector's grants, on every call of an inspector. */
export interface InspectorGate {
  /** Whether the inspector holds a grant that is not revoked and whose window holds `now`. */
  live(inspectorId: number, now: Date): Promise<boolean>;
  /**
   * Whether a live grant covers this pilot; if so, the opening is logged under it by `call` (and
   * the stored file's name when it opens one), else the call is logged as refused.
   */
  open(inspectorId: number, pilotId: number, call: InspectorCall, now: Date): Promise<boolean>;
  /** Logs a call refused before it ran: outside the inspector's reads, or without a live grant. */
  refuse(
    inspectorId: number,
    why: "call_not_allowed" | "no_live_grant",
    call: InspectorCall,
    pilotId: number | null,
    now: Date,
  ): Promise<void>;
}

/** An inspector's call as the access log names it: its path under /api/v1, and a file's name. */
export interface InspectorCall {
  action: string;
  fileName: string | null;
}

/**
 * The account of a live session (not ended, not expired, its account active) by the token's id, or
 * null. The app passes the auth feature's: the guard sits below every feature and imports none.
 */
export type SessionResolver = (
  jti: string,
  now: Date,
) => Promise<{ user: SessionUser; enrolmentOnly: boolean } | null>;

export interface AuthPluginOptions {
  secret: Uint8Array;
  sessions: SessionResolver;
  inspector: InspectorGate;
  /**
   * Whether a genuine token's account was deactivated: its sessions ended with it, and a request
   * it still sends (an offline device's queue) is told why, not only that it is signed out.
   */
  deactivated?: (userId: number) => Promise<boolean>;
}

/**
 * The pilot a validated request names (`pilot_id` of its body or query), for the inspector's check;
 * null when it names none, or two that differ, so the check and the call never read different ones.
 */
function namedPilot(request: FastifyRequest): number | null {
  const named = [request.body, request.query].map(
    (source) => (source as { pilot_id?: unknown } | null | undefined)?.pilot_id,
  );
  const ids = named.filter((value) => value !== undefined);
  const [first] = ids;
  if (typeof first !== "number" || !Number.isInteger(first)) return null;
  return ids.every((value) => value === first) ? first : null;
}

/** A pilot id the address names (`?pilot_id=`), readable before the body is: for a refusal's log line. */
function addressedPilot(request: FastifyRequest): number | null {
  const value = (request.query as { pilot_id?: unknown } | null | undefined)?.pilot_id;
  const id = typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
  return id;
}

/** The call a request makes, as the inspectors' access log names it. */
function inspectorCall(request: FastifyRequest, routeUrl: string): InspectorCall {
  const action = routeUrl.slice("/api/v1/".length).replace(/\/\*$/, "");
  if (!routeUrl.endsWith("/*")) return { action, fileName: null };
  // A stored file is served under its name (the address's last segment).
  const last = (request.url.split("?")[0] ?? "").split("/").pop() ?? "";
  let fileName: string;
  try {
    fileName = decodeURIComponent(last);
  } catch {
    fileName = last;
  }
  return { action, fileName: fileName.slice(0, 255) || null };
}

/**
 * Deny by default: every /api/v1 route must declare `config.access`, or the app refuses to start.
 * The rule is checked before the body is read, so an outsider learns nothing from validation errors.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionJti", null);
  app.decorateRequest("enrolmentOnly", false);
  app.decorateRequest("accountDeactivated", false);
  const routeRules: RouteRule[] = [];
  app.decorate("routeRules", routeRules);

  async function authenticate(request: FastifyRequest) {
    const token = readToken(request);
    if (!token) return;
    const claims = verifyToken(options.secret, token);
    if (!claims) return;
    const session = await options.sessions(claims.jti, new Date());
    if (!session) {
      if (options.deactivated && (await options.deactivated(Number(claims.sub))))
        request.accountDeactivated = true;
      return;
    }
    if (String(session.user.id) !== claims.sub) return;
    request.user = session.user;
    request.sessionJti = claims.jti;
    request.enrolmentOnly = session.enrolmentOnly;
  }

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1/")) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (method !== "HEAD")
        routeRules.push({
          method,
          url: route.url,
          access,
          multipart: consumes.includes("multipart/form-data"),
        });
    }
    const inspectorReads = access === "public" ? undefined : INSPECTOR_ACTIONS[access];
    const guard: onRequestHookHandler = async (request) => {
      if (access === "public") {
        await authenticate(request).catch(() => undefined);
        // An inspector's session carries nothing into a public call: it is answered as to anyone.
        if (isInspector(request.user)) request.user = null;
        return;
      }
      await authenticate(request);
      const user = request.user;
      if (!user)
        throw request.accountDeactivated ? new AppError("UNAUTHORIZED", "account_blocked") : unauthorized();
      if (isInspector(user)) {
        // Deny by default: only the allow-list, and only while a grant is live (ADR 1065); every
        // refusal is logged for the super administrator.
        const now = new Date();
        if (!inspectorReads) {
          const call = inspectorCall(request, route.url);
          await options.inspector.refuse(user.id, "call_not_allowed", call, addressedPilot(request), now);
          throw forbidden();
        }
        if (access !== "session.logout" && !(await options.inspector.live(user.id, now))) {
          const call = inspectorCall(request, route.url);
          await options.inspector.refuse(user.id, "no_live_grant", call, addressedPilot(request), now);
          throw unauthorized();
        }
      }
      if (request.enrolmentOnly && !Object.hasOwn(ENROLMENT_ACTIONS, access))
        throw new AppError("FORBIDDEN", "second_factor_enrolment_required", [
          { path: ENROLMENT_REQUIRED_DETAIL, message: "second_factor_enrolment_required" },
        ]);
      if (!can(user, access)) throw forbidden();
    };
    /**
     * After validation, before the call runs: an inspector's call that reads a pilot must name one
     * that a live grant covers, and the opening is logged; any other pilot reads as missing.
     */
    const pilotGuard: preHandlerHookHandler = async (request) => {
      const user = request.user;
      if (!isInspector(user) || inspectorReads !== "pilot" || !user) return;
      const pilotId = namedPilot(request);
      const call = inspectorCall(request, route.url);
      if (pilotId === null) {
        await options.inspector.refuse(user.id, "call_not_allowed", call, null, new Date());
        throw forbidden();
      }
      if (!(await options.inspector.open(user.id, pilotId, call, new Date()))) throw notFound();
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
    if (inspectorReads === "pilot") {
      const handlers = route.preHandler;
      route.preHandler = handlers
        ? [pilotGuard, ...(Array.isArray(handlers) ? handlers : [handlers])]
        : [pilotGuard];
    }
  });
});
