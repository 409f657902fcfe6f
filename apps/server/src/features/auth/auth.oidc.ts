import type { ServerMessageKey } from "@trms/shared";
import { jwtVerify, SignJWT } from "jose";
import * as client from "openid-client";
import type { AppDeps } from "../../lib/app-deps";
import { AppError, notFound } from "../../lib/errors";
import { auditSignIn } from "./auth.session";

/** The cookie that carries one sign-in's state, nonce and PKCE verifier to its callback. */
export const OIDC_FLOW_COOKIE = "oidc_flow";
export const OIDC_FLOW_PATH = "/api/v1/auth/oidc";
/** How long a sign-in may take at the provider. */
export const OIDC_FLOW_MAX_AGE_S = 600;
const FLOW_AUDIENCE = "oidc-flow";

/** Each app's provider, discovered on first use; a failed discovery is tried again next time. */
const providers = new WeakMap<AppDeps["config"], Promise<client.Configuration>>();

/** A provider on this machine (a local trial's Keycloak, the tests' provider) may speak plain HTTP. */
const isLocal = (issuer: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);

export const oidcRefusal = (message: ServerMessageKey) => new AppError("UNAUTHORIZED", message);

/**
 * The identity provider's configuration from its discovery document (endpoints, keys); the library
 * fetches the provider's keys when a token is signed with one it has not seen (a key rotation).
 */
export function oidcProvider(app: AppDeps): Promise<client.Configuration> {
  const settings = app.config.oidc;
  if (!settings) throw notFound();
  let provider = providers.get(app.config);
  if (!provider) {
    const issuer = new URL(settings.issuer);
    provider = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: 10,
      execute: [
        // The ID token's signature is checked against the provider's published keys even though it
        // came straight from the token endpoint (the library skips that unless told).
        client.enableNonRepudiationChecks,
        ...(isLocal(issuer) && issuer.protocol === "http:" ? [client.allowInsecureRequests] : []),
      ],
    });
    provider.catch(() => providers.delete(app.config));
    providers.set(app.config, provider);
  }
  return provider.catch((error: unknown) => {
    throw new AppError("SERVICE_UNAVAILABLE", "oidc_provider_down", undefined, error);
  });
}

export const oidcRedirectUri = (app: AppDeps) => `${app.config.publicUrl}${OIDC_FLOW_PATH}/callback`;

/** One sign-in's checks, signed so the browser can carry them but not change them. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

export const signFlow = (app: AppDeps, flow: OidcFlow) =>
  new SignJWT({ ...flow })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${OIDC_FLOW_MAX_AGE_S}s`)
    .sign(app.config.jwtSecret);

/** The flow the callback's cookie carries; a missing, altered or expired one is no sign-in. */
export async function readFlow(app: AppDeps, cookie: string | undefined): Promise<OidcFlow> {
  if (!cookie) throw oidcRefusal("oidc_sign_in_failed");
  try {
    const { payload } = await jwtVerify(cookie, app.config.jwtSecret, { audience: FLOW_AUDIENCE });
    return { state: String(payload.state), nonce: String(payload.nonce), verifier: String(payload.verifier) };
  } catch {
    throw oidcRefusal("oidc_sign_in_failed");
  }
}

/** An audit row of a sign-in through the provider, kept or refused, with who the provider named. */
export async function auditOidc(
  app: AppDeps,
  entry: {
    userId: number | null;
    named: string | null;
    action: "sign_in" | "sign_in_refused";
    changes: Record<string, unknown>;
  },
) {
  await auditSignIn(app, {
    ...entry,
    method: "oidc",
    changes: { issuer: app.config.oidc?.issuer, ...entry.changes },
  });
}
