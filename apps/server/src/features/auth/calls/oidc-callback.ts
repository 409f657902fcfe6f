import { emailSchema, type Language, Role, TEXT_MAX } from "@trms/shared";
import * as client from "openid-client";
import type { users } from "../../../db/tables/user.table";
import type { AppDeps } from "../../../lib/app-deps";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { uniqueViolation } from "../../../lib/db-errors";
import { AppError } from "../../../lib/errors";
import { insertPilotWithAccount } from "../../../lib/pilot-account";
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
 * gets the product's own session, as after a password sign-in. An unknown one is refused, or with
 * OIDC_CREATE_ACCOUNTS made a pilot without permissions (ADR 1560). Every outcome writes an audit row.
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
  // An email the provider says it has not verified names no one (a provider that does not say is
  // trusted, as Entra ID's work accounts are).
  if ((settings?.claim ?? "email") === "email" && claims?.email_verified === false) {
    await auditOidc(app, {
      userId: null,
      named,
      action: "sign_in_refused",
      changes: { reason: "email not verified" },
    });
    throw oidcRefusal("oidc_email_unverified");
  }
  const db = app.database.db;
  let user = named
    ? ((await findUserByEmail(db, named)) ?? (await findUserByEmail(db, named.toLowerCase())))
    : undefined;
  let created = false;
  // Only for an email no account has: a deactivated account is found above and refused below.
  if (!user && named && claims && settings?.createAccounts) {
    const made = await firstSignInAccount(app, named, claims);
    if ("refused" in made) {
      await auditOidc(app, {
        userId: null,
        named,
        action: "sign_in_refused",
        changes: { reason: made.refused },
      });
      throw oidcRefusal("oidc_unknown_account");
    }
    ({ user, created } = made);
  }
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
  await auditOidc(app, {
    userId: user.id,
    named,
    action: "sign_in",
    changes: { subject: claims?.sub, ...(created ? { created: true } : {}) },
  });
  return session;
}

/**
 * The account of a first sign-in, with OIDC_CREATE_ACCOUNTS: a pilot (never an inspector or a
 * manager: no permissions), active, the claim as its email, the ID token's name (or given and
 * family name, or the email's local part) as its full name. The profile is left for a manager to
 * complete: no fleet, a placeholder crew code. The password is one no one knows; the pilot may set
 * one through "Forgot password". The account, its profile and the profile's audit row are one
 * transaction. A claim that is not an email address makes no account.
 */
async function firstSignInAccount(
  app: AppDeps,
  named: string,
  claims: client.IDToken,
): Promise<{ user: typeof users.$inferSelect; created: boolean } | { refused: string }> {
  const email = emailSchema.safeParse(named);
  if (!email.success) return { refused: "unknown account; the claim is not an email address" };
  const db = app.database.db;
  const fullName = fullNameOf(claims, email.data);
  const passwordSalt = randomHex(16);
  const passwordHash = await hashVerifier(passwordVerifier(randomHex(32), passwordSalt));
  // The placeholder crew code is drawn again in the rare case it is taken.
  for (let attempt = 1; ; attempt++) {
    const crewCode = `SSO-${randomHex(3).toUpperCase()}`;
    try {
      return await db.transaction(async (tx) => {
        const { user, pilotId } = await insertPilotWithAccount(
          tx,
          { email: email.data, role: Role.PILOT, passwordSalt, passwordHash },
          { crewCode, fullName, fleet: null },
        );
        await auditRepository(tx).record({
          entity: "pilot",
          entityId: pilotId,
          action: "create",
          actorId: user.id,
          changes: { crew_code: crewCode, full_name: fullName, email: email.data },
        });
        return { user, created: true };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes("crew_code") && attempt < 3) continue;
      // Another sign-in of the same person made the account a moment before: it is theirs.
      const user = constraint?.includes("email") ? await findUserByEmail(db, email.data) : undefined;
      if (user) return { user, created: false };
      throw error;
    }
  }
}

/** The pilot's name as the ID token gives it; the email's local part when it gives none. */
function fullNameOf(claims: client.IDToken, email: string): string {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ") ||
    email.slice(0, email.indexOf("@"));
  return name.slice(0, TEXT_MAX);
}
