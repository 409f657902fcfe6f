import {
  isSuperAdmin,
  type Language,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
  LOGIN_MAX_FAILURES_PER_IP,
} from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { checkVerifier, sha256hex } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import {
  clearOwnFailures,
  consumeLoginCode,
  countDeviceFailures,
  countFailures,
  findUserByEmail,
  recordFailure,
} from "../auth.repository";
import { DUMMY_HASH, issueDevice, type SignedIn, trustedDevice } from "../auth.rules";
import { admitInspector, openSession } from "../auth.session";

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
 * `auth/login/validate`. Failed tries are capped per account and address, per address, and per account across all
 * addresses. The last cap would let strangers lock the owner out, so a browser holding the
 * account's trusted-device token is held only to its own failures (ADR 0050).
 */
export async function validateSignIn(input: ValidateSignInArgs): Promise<SignedIn> {
  const { app } = input;
  const db = app.database.db;
  const secret = app.config.jwtSecret;
  const at = new Date();
  const since = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const device = trustedDevice(secret, input.email, input.device);
  if (device) {
    if ((await countDeviceFailures(db, device, since)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT) {
      throw new AppError("RATE_LIMITED", "too_many_attempts");
    }
  } else {
    const failures = await countFailures(db, input.email, input.ip, since);
    if (
      failures.byAccountFromIp >= LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      failures.byIp >= LOGIN_MAX_FAILURES_PER_IP
    ) {
      throw new AppError("RATE_LIMITED", "too_many_attempts");
    }
    if (failures.byAccount >= LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES) {
      throw new AppError("RATE_LIMITED", "account_temporarily_protected");
    }
  }
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
    throw new AppError("UNAUTHORIZED", "login_failed");
  }
  if (user.status !== 1) throw new AppError("FORBIDDEN", "account_blocked");
  await admitInspector(db, user, at, "auth/login/validate");
  // Only this browser's own failures are forgiven: a stranger's tries from elsewhere keep
  // counting against the cap, so the owner signing in does not renew the stranger's budget.
  await clearOwnFailures(db, input.email, input.ip, device, since);
  const session = await openSession(app, user, {
    ip: input.ip,
    userAgent: input.userAgent,
    language: input.language,
    at,
  });
  return { ...session, device: issueDevice(secret, input.email, device ?? undefined) };
}
