import type { Language } from "@trms/shared";
import * as client from "openid-client";
import type { AppDeps } from "../../../lib/app-deps";
import { AppError } from "../../../lib/errors";
import { auditOidc, oidcProvider, oidcRefusal, readFlow } from "../auth.oidc";
import { findUserByEmail } from "../auth.repository";
import { admitInspector, openSession } from "../auth.session";

export interface OidcCallbackArgs {
  app: AppDeps;
  /** The callback's whole URL as the provider sent the browser to it (code, state, issuer). */
  url: URL;
  /** The signed flow cookie of this browser's sign-in. */
  flow: string | undefined;
  ip: string;
  userAgent?: string;
  language?: Language;
}

/**
 * `auth/oidc/callback`: the provider's answer checked by the certified client (the code exchanged
 * with its PKCE verifier; the ID token's signature against the provider's keys, its issuer,
 * audience, expiry and nonce; the state), then the account its claim names: an active account
 * gets the product's own session, as after a password sign-in. Every outcome writes an audit row.
 */
export async function oidcCallback(args: OidcCallbackArgs) {
  const { app } = args;
  const settings = app.config.oidc;
  const at = new Date();
  const flow = await readFlow(app, args.flow).catch(async (error: unknown) => {
    await auditOidc(app, {
      userId: null,
      named: null,
      action: "sign_in_refused",
      changes: { reason: "no sign-in flow" },
    });
    throw error;
  });
  const provider = await oidcProvider(app);
  let claims: client.IDToken | undefined;
  let idToken: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(provider, args.url, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    idToken = tokens.id_token;
  } catch (error) {
    await auditOidc(app, {
      userId: null,
      named: null,
      action: "sign_in_refused",
      changes: { reason: error instanceof Error ? error.message : String(error) },
    });
    throw oidcRefusal("oidc_sign_in_failed");
  }
  const named = String(claims?.[settings?.claim ?? "email"] ?? "").trim();
  const db = app.database.db;
  const user = named
    ? ((await findUserByEmail(db, named)) ?? (await findUserByEmail(db, named.toLowerCase())))
    : undefined;
  if (!user) {
    await auditOidc(app, {
      userId: null,
      named,
      action: "sign_in_refused",
      changes: { reason: "unknown account" },
    });
    throw oidcRefusal("oidc_unknown_account");
  }
  if (user.status !== 1) {
    await auditOidc(app, {
      userId: null,
      named,
      action: "sign_in_refused",
      changes: { reason: "deactivated" },
    });
    throw new AppError("FORBIDDEN", "account_blocked");
  }
  await admitInspector(db, user, at, "auth/oidc/callback");
  const session = await openSession(app, user, {
    ip: args.ip,
    userAgent: args.userAgent,
    language: args.language,
    at,
    method: "oidc",
    idToken,
  });
  await auditOidc(app, { userId: user.id, named, action: "sign_in", changes: { subject: claims?.sub } });
  return session;
}
