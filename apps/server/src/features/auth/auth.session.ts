import { randomUUID } from "node:crypto";
import { type Language, Role, SESSION_TTL_MS, type SessionUser, type SignInMethod } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/tables/user.table";
import type { AppDeps } from "../../lib/app-deps";
import { auditRepository } from "../../lib/audit/audit.repository";
import { AppError, notFound } from "../../lib/errors";
import { signToken } from "../../lib/tokens";
import { hasLiveGrant, logInspectorAccess, noLiveGrant } from "../inspector";
import {
  activeSessionUser,
  createSession,
  markSessionSeen,
  sessionUser,
  setLanguage,
  toSessionUser,
} from "./auth.repository";

/** How often a session's "last seen" is written: at most once per step, so a call costs no extra write. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/**
 * What the route guard asks of a token's session: its account, read fresh on every guarded call, so
 * a changed role or permission applies at once (ADR 0007), and whether the session may only enrol a
 * second factor. The app hands it to the guard, which knows no feature.
 */
export async function resolveSession(
  db: Database,
  jti: string,
  now: Date,
): Promise<{ user: SessionUser; enrolmentOnly: boolean } | null> {
  const row = await activeSessionUser(db, jti, now);
  if (!row) return null;
  const seen = row.lastSeenAt ? new Date(row.lastSeenAt).getTime() : 0;
  if (now.getTime() - seen >= LAST_SEEN_STEP_MS) await markSessionSeen(db, jti, now);
  return { user: toSessionUser(row), enrolmentOnly: row.enrolmentOnly };
}

/** Whether the account was deactivated (status 0): asked only when a genuine token has no session. */
export async function isDeactivated(db: Database, userId: number): Promise<boolean> {
  if (!Number.isSafeInteger(userId)) return false;
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status === 0;
}

/**
 * An inspector signs in only within a live grant (the guard checks it again on every call); a
 * refused sign-in is the inspector's own, so it is logged with why. Anyone else passes.
 */
export async function admitInspector(
  db: Database,
  user: typeof users.$inferSelect,
  at: Date,
  action: string,
): Promise<void> {
  if (user.role !== Role.INSPECTOR || (await hasLiveGrant(db, user.id, at))) return;
  const { grantId, refused } = await noLiveGrant(db, user.id, at);
  await logInspectorAccess(db, { grantId, inspectorId: user.id, action, refused, openedAt: at });
  throw new AppError("FORBIDDEN", "inspector_access_ended");
}

/**
 * A signed-in account's session, however it proved who it is (a password, its identity provider):
 * the session row, the signed token with the account's claims, and the account's language kept
 * for its mails.
 */
export async function openSession(
  app: AppDeps,
  user: typeof users.$inferSelect,
  request: {
    ip: string;
    userAgent?: string;
    language?: Language;
    at: Date;
    /** How the account proved who it is; a password unless said. */
    method?: SignInMethod;
    /** The account must enrol a second factor before anything else (ADR 1540). */
    enrolmentOnly?: boolean;
    /** The identity provider's ID token, kept for the sign-out at the provider. */
    idToken?: string;
  },
) {
  const db = app.database.db;
  const row = await sessionUser(db, user.id);
  if (!row) throw notFound();
  const signedInUser = toSessionUser(row);
  const jti = randomUUID();
  const expiresAt = new Date(request.at.getTime() + SESSION_TTL_MS);
  await createSession(db, {
    jti,
    userId: user.id,
    createdAt: request.at,
    expiresAt,
    ip: request.ip,
    userAgent: request.userAgent ?? null,
    method: request.method ?? "password",
    idToken: request.idToken ?? null,
    enrolmentOnly: request.enrolmentOnly ?? false,
  });
  if (request.language && request.language !== user.language)
    await setLanguage(db, user.id, request.language);
  const token = await signToken(app.config.jwtSecret, signedInUser, jti, expiresAt);
  return { token, user: signedInUser, expiresAt };
}

/**
 * An audit row of a sign-in, kept or refused: the account (or, when none matched, what named it),
 * how it signed in, and why a refusal was one.
 */
export async function auditSignIn(
  app: AppDeps,
  entry: {
    userId: number | null;
    named: string | null;
    action: "sign_in" | "sign_in_refused";
    method: SignInMethod;
    changes?: Record<string, unknown>;
  },
) {
  await auditRepository(app.database.db).record({
    entity: "sign_in",
    entityId: entry.userId ?? entry.named ?? "unknown",
    action: entry.action,
    actorId: entry.userId,
    changes: { method: entry.method, account: entry.named, ...entry.changes },
  });
}
