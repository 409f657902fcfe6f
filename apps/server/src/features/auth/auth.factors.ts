import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT, Role, SIGN_IN_STEP_TTL_MS } from "@trms/shared";
import { generateSecret, generateURI, verify } from "otplib";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { users } from "../../db/tables/user.table";
import type { AppDeps } from "../../lib/app-deps";
import { auditRepository } from "../../lib/audit/audit.repository";
import { randomToken, seal, sha256hex, unseal } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import {
  acceptTotpStep,
  deletePasskey,
  deleteTotp,
  endEnrolment,
  factorsOf,
  findStep,
  findTotp,
  lockUser,
  openStep,
  replaceRecoveryCodes,
  sessionOpenedAt,
  setSecondFactorDue,
} from "./auth.factors.repository";
import { knownPermissions } from "./auth.repository";

/** What an authenticator app's secret is sealed for (lib/crypto `seal`). */
const TOTP_SEAL = "totp";
/** One time step either side of now: a phone's clock a little off still signs in. */
const TOTP_TOLERANCE_S = 30;
/** The issuer an authenticator app shows beside the account. */
const TOTP_ISSUER = "TRMS";
/** Recovery codes are written in letters and digits that cannot be mistaken for one another. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * Whether the installation requires this account to hold a second factor (SECOND_FACTOR_REQUIRED):
 * administrators, or also the users holding permissions (the accounts that change records).
 */
export function secondFactorRequired(
  config: Pick<Config, "secondFactor">,
  user: Pick<typeof users.$inferSelect, "role" | "managementRole">,
): boolean {
  const rule = config.secondFactor.required;
  if (rule === "none") return false;
  if (user.role === Role.ADMIN) return true;
  return rule === "editors" && user.role === Role.USER && knownPermissions(user.managementRole).length > 0;
}

/**
 * Whether a password sign-in of this account opens only an enrolment session: it must hold a second
 * factor, holds none, and its grace period (which starts the first time it is asked) is over.
 */
export async function enrolmentDue(
  app: AppDeps,
  user: typeof users.$inferSelect,
  holdsFactor: boolean,
  at: Date,
): Promise<boolean> {
  if (holdsFactor || !secondFactorRequired(app.config, user)) return false;
  if (user.secondFactorDueAt) return user.secondFactorDueAt.getTime() <= at.getTime();
  const due = new Date(at.getTime() + app.config.secondFactor.graceDays * 24 * 60 * 60 * 1000);
  await setSecondFactorDue(app.database.db, user.id, due);
  return due.getTime() <= at.getTime();
}

/** A single-use ticket for a step of a sign-in or an enrolment: the caller keeps it, the database its hash. */
export async function openSignInStep(
  db: Database,
  step: { userId: number | null; purpose: StepPurpose; challenge?: string; device?: string | null },
  at: Date,
) {
  const ticket = randomToken();
  await openStep(
    db,
    {
      ticketHash: sha256hex(ticket),
      userId: step.userId,
      purpose: step.purpose,
      challenge: step.challenge ?? null,
      device: step.device ?? null,
      expiresAt: new Date(at.getTime() + SIGN_IN_STEP_TTL_MS),
    },
    at,
  );
  return ticket;
}

export type StepPurpose = "second_factor" | "passkey_sign_in" | "passkey_enrol";

/** The open step a ticket names, for one of these purposes, or a clear refusal. */
export async function openStepOf(db: Database, ticket: string, purposes: StepPurpose[], at: Date) {
  for (const purpose of purposes) {
    const step = await findStep(db, sha256hex(ticket), purpose, at);
    if (step) return { ...step, purpose };
  }
  throw new AppError("UNAUTHORIZED", "second_factor_step_expired");
}

/** A new authenticator app secret: sealed for the database, plain for the QR code shown once. */
export function newTotpSecret(app: AppDeps, email: string) {
  const secret = generateSecret();
  return {
    secret,
    sealed: seal(app.config.jwtSecret, TOTP_SEAL, secret),
    otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: email, secret }),
  };
}

/**
 * Whether the code is the account's authenticator app's, within one step of now, and later than the
 * last code accepted (RFC 6238 §5.2: a code is accepted once). The step is kept in the same statement
 * that checks it, so two requests with one code cannot both pass. `confirmedOnly` for a sign-in.
 */
export async function acceptTotpCode(
  app: AppDeps,
  userId: number,
  code: string,
  at: Date,
  confirmedOnly: boolean,
): Promise<boolean> {
  const db = app.database.db;
  const factor = await findTotp(db, userId);
  if (!factor || (confirmedOnly && !factor.confirmedAt)) return false;
  // A secret that cannot be unsealed (the server's secret changed) is the server's fault: it fails
  // the request rather than counting as the user's wrong code.
  const secret = unseal(app.config.jwtSecret, TOTP_SEAL, factor.secret);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
    ...(factor.lastStep === null ? {} : { afterTimeStep: factor.lastStep }),
  }).catch(() => null);
  if (!result?.valid || !("timeStep" in result)) return false;
  return acceptTotpStep(db, userId, result.timeStep, at);
}

/** A recovery code as kept: lower case, without its dash, hashed. */
export const recoveryCodeHash = (code: string) => sha256hex(code.replace(/[-\s]/g, "").toLowerCase());

/** Ten new recovery codes for the account (the old ones end): returned once, kept hashed. */
export async function issueRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
  });
  await replaceRecoveryCodes(db, userId, codes.map(recoveryCodeHash));
  return codes;
}

/** The relying party a passkey belongs to: the product's public address. */
export function relyingParty(app: AppDeps) {
  const url = new URL(app.config.publicUrl);
  return { rpName: "Training Record Management System", rpID: url.hostname, origin: url.origin };
}

/** An audit row of a change to an account's second factors: enrolled, removed, renewed, reset. */
export async function auditFactor(
  db: Database,
  entry: {
    userId: number;
    actorId: number;
    action: "enrol" | "remove" | "renew_recovery_codes" | "reset";
    changes: Record<string, unknown>;
  },
) {
  await auditRepository(db).record({
    entity: "second_factor",
    entityId: entry.userId,
    action: entry.action,
    actorId: entry.actorId,
    changes: entry.changes,
  });
}

/**
 * Removes one of the account's own factors, audited, unless it is the last one of an account that
 * must hold one; undefined when the account has no such factor.
 */
export async function removeFactor(
  app: AppDeps,
  userId: number,
  factor: { totp: true } | { passkey: string },
): Promise<{ name: string } | undefined> {
  return app.database.db.transaction(async (tx) => {
    // The account's row locked: two removals at once see each other's, so neither leaves none.
    const user = await lockUser(tx, userId);
    const held = await factorsOf(tx, userId);
    const left = "totp" in factor ? held.passkeys > 0 : held.totp || held.passkeys > 1;
    if (!left && user && secondFactorRequired(app.config, user))
      throw new AppError("CONFLICT", "second_factor_last_required");
    let removed: { name: string } | undefined;
    if ("totp" in factor) {
      if (held.totp) {
        await deleteTotp(tx, userId);
        removed = { name: "totp" };
      }
    } else removed = await deletePasskey(tx, userId, factor.passkey);
    if (!removed) return undefined;
    // The last factor gone, its recovery codes go too: a later set-up gives new ones.
    if (!left) await replaceRecoveryCodes(tx, userId, []);
    await auditFactor(tx, {
      userId,
      actorId: userId,
      action: "remove",
      changes: "totp" in factor ? { method: "totp" } : { method: "passkey", name: removed.name },
    });
    return removed;
  });
}

/** How recent a sign-in must be to change the account's second factors: a stolen session cannot. */
const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * A change to the account's own second factors (adding, removing, new recovery codes) asks for a
 * session opened in the last few minutes: one taken over later cannot add its own passkey or
 * remove the owner's app. An older one is told to sign in again.
 */
export async function requireRecentSignIn(app: AppDeps, sessionJti: string | null | undefined) {
  const opened = sessionJti ? await sessionOpenedAt(app.database.db, sessionJti) : undefined;
  if (!opened || Date.now() - opened.getTime() > RECENT_SIGN_IN_MS)
    throw new AppError("FORBIDDEN", "reauthentication_required");
}

/**
 * A factor just confirmed (an authenticator app's first code, a new passkey), in the caller's
 * transaction: the account's sessions may do everything again, an account without unused recovery
 * codes gets its ten (returned, to be shown once), and the enrolment is audited.
 */
export async function completeEnrolment(
  tx: Database,
  userId: number,
  changes: { method: "totp" | "passkey" } & Record<string, unknown>,
): Promise<string[] | null> {
  await endEnrolment(tx, userId);
  const codes =
    (await factorsOf(tx, userId)).recoveryCodesLeft > 0 ? null : await issueRecoveryCodes(tx, userId);
  await auditFactor(tx, {
    userId,
    actorId: userId,
    action: "enrol",
    changes: { ...changes, recovery_codes_issued: codes !== null },
  });
  return codes;
}
