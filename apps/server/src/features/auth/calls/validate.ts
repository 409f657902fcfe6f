import { isSuperAdmin, type Language, type SecondFactorMethod, type SecondFactorStep } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { checkVerifier, sha256hex } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import { enrolmentDue, openSignInStep } from "../auth.factors";
import { factorsOf } from "../auth.factors.repository";
import { refuseWhenCapped } from "../auth.failures";
import { clearOwnFailures, consumeLoginCode, findUserByEmail, recordFailure } from "../auth.repository";
import { DUMMY_HASH, issueDevice, type SignedIn, trustedDevice } from "../auth.rules";
import { admitInspector, auditSignIn, openSession } from "../auth.session";

export interface ValidateSignInArgs {
  app: AppDeps;
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The trusted-device cookie the browser sent, if any. */
  device?: string;
  /** The language of the sign-in: workflow mails to this account are written in it. */
  language?: Language;
}

/**
 * `auth/login/validate`. Failed tries are capped (auth.failures). An account holding a second factor
 * gets no session yet but the ticket its second factor completes; an account that must hold one and
 * is past its grace period gets a session that may only enrol one (ADR 1540). Every outcome of a
 * known account, and every refusal, writes an audit row.
 */
export async function validateSignIn(input: ValidateSignInArgs): Promise<SignedIn | SecondFactorStep> {
  const { app } = input;
  const db = app.database.db;
  const secret = app.config.jwtSecret;
  const at = new Date();
  const device = trustedDevice(secret, input.email, input.device);
  const since = await refuseWhenCapped(db, { email: input.email, ip: input.ip, device, at });
  const verifier = input.password.slice(0, 64);
  const code = input.password.slice(64);
  if (!(await consumeLoginCode(db, sha256hex(code), input.email, at))) {
    await recordFailure(db, input.email, input.ip, at, device);
    throw new AppError("UNAUTHORIZED", "login_code_invalid");
  }
  const user = await findUserByEmail(db, input.email);
  // Password sign-in off for all but the super administrator: refused before the password is
  // checked, so the answer never says whether a password was right.
  if (
    app.config.passwordSignIn === "admin-only" &&
    !(user && isSuperAdmin({ role: user.role, is_admin: user.isAdmin }))
  )
    throw new AppError("FORBIDDEN", "password_sign_in_off");
  const matches = await checkVerifier(user?.passwordHash ?? (await DUMMY_HASH), verifier);
  if (!user || !matches) {
    await recordFailure(db, input.email, input.ip, at, device);
    await auditSignIn(app, {
      userId: user?.id ?? null,
      named: input.email,
      action: "sign_in_refused",
      method: "password",
      changes: { reason: user ? "wrong password" : "unknown account", ip: input.ip },
    });
    throw new AppError("UNAUTHORIZED", "login_failed");
  }
  if (user.status !== 1) {
    await auditSignIn(app, {
      userId: null,
      named: input.email,
      action: "sign_in_refused",
      method: "password",
      changes: { reason: "deactivated", ip: input.ip },
    });
    throw new AppError("FORBIDDEN", "account_blocked");
  }
  await admitInspector(db, user, at, "auth/login/validate");
  const factors = await factorsOf(db, user.id);
  if (factors.totp || factors.passkeys > 0) {
    // The failures of this account stay counted until the second factor is right too, so knowing
    // the password does not renew a budget of guesses at the code.
    const methods: SecondFactorMethod[] = [];
    if (factors.totp) methods.push("totp");
    if (factors.recoveryCodesLeft > 0) methods.push("recovery_code");
    if (factors.passkeys > 0) methods.push("passkey");
    const ticket = await openSignInStep(db, { userId: user.id, purpose: "second_factor", device }, at);
    return { second_factor: { ticket, methods } };
  }
  // Only this browser's own failures are forgiven: a stranger's tries from elsewhere keep
  // counting against the cap, so the owner signing in does not renew the stranger's budget.
  await clearOwnFailures(db, input.email, input.ip, device, since);
  const enrolmentOnly = await enrolmentDue(app, user, false, at);
  const session = await openSession(app, user, {
    ip: input.ip,
    userAgent: input.userAgent,
    language: input.language,
    at,
    enrolmentOnly,
  });
  await auditSignIn(app, {
    userId: user.id,
    named: user.email,
    action: "sign_in",
    method: "password",
    changes: { ip: input.ip, ...(enrolmentOnly ? { enrolment_only: true } : {}) },
  });
  return { ...session, device: issueDevice(secret, input.email, device ?? undefined) };
}
