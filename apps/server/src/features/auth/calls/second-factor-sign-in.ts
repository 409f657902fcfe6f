import { type Language, LOGIN_MAX_FAILURES_PER_ACCOUNT, TOTP_CODE_PATTERN } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { sha256hex } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import { acceptTotpCode, openStepOf, recoveryCodeHash } from "../auth.factors";
import { closeStep, countStepAttempt, useRecoveryCode } from "../auth.factors.repository";
import { refuseWhenCapped } from "../auth.failures";
import { clearOwnFailures, findUserById, recordFailure } from "../auth.repository";
import { issueDevice, type SignedIn } from "../auth.rules";
import { auditSignIn, openSession } from "../auth.session";

export interface SecondFactorSignInArgs {
  app: AppDeps;
  ticket: string;
  /** Six digits of the authenticator app, or a recovery code. */
  code: string;
  ip: string;
  userAgent?: string;
  language?: Language;
}

/**
 * `auth/login/second_factor`: the password step's ticket and a code of the account's authenticator
 * app (within one step of now, once) or one of its recovery codes (once). A wrong code counts as a
 * failed sign-in of the account, capped like a wrong password; the ticket stays open until it is
 * used or five minutes pass.
 */
export async function secondFactorSignIn(input: SecondFactorSignInArgs): Promise<SignedIn> {
  const { app } = input;
  const db = app.database.db;
  const at = new Date();
  const step = await openStepOf(db, input.ticket, ["second_factor"], at);
  const user = step.userId ? await findUserById(db, step.userId) : undefined;
  if (!user || user.status !== 1) throw new AppError("FORBIDDEN", "account_blocked");
  const method = TOTP_CODE_PATTERN.test(input.code) ? "totp" : "recovery_code";
  const refused = (reason: string) =>
    auditSignIn(app, {
      userId: user.id,
      named: user.email,
      action: "sign_in_refused",
      method: "password",
      changes: { second_factor: method, reason, ip: input.ip },
    });
  const since = await refuseWhenCapped(db, {
    email: user.email,
    ip: input.ip,
    device: step.device,
    at,
  }).catch(async (error: unknown) => {
    await refused("too many failed sign-ins");
    throw error;
  });
  // Each ticket takes a few codes, counted before any is checked: tries sent all at once cannot
  // all pass the account's cap before their failures are written.
  if (!(await countStepAttempt(db, sha256hex(input.ticket), LOGIN_MAX_FAILURES_PER_ACCOUNT, at))) {
    await refused("too many codes for one sign-in");
    throw new AppError("RATE_LIMITED", "too_many_attempts");
  }
  const accepted =
    method === "totp"
      ? await acceptTotpCode(app, user.id, input.code, at, true)
      : await useRecoveryCode(db, user.id, recoveryCodeHash(input.code), at);
  if (!accepted) {
    await recordFailure(db, user.email, input.ip, at, step.device);
    await refused("wrong or reused code");
    throw new AppError("UNAUTHORIZED", "second_factor_code_invalid");
  }
  if (!(await closeStep(db, sha256hex(input.ticket), at)))
    throw new AppError("UNAUTHORIZED", "second_factor_step_expired");
  await clearOwnFailures(db, user.email, input.ip, step.device, since);
  const session = await openSession(app, user, {
    ip: input.ip,
    userAgent: input.userAgent,
    language: input.language,
    at,
  });
  await auditSignIn(app, {
    userId: user.id,
    named: user.email,
    action: "sign_in",
    method: "password",
    changes: { second_factor: method, ip: input.ip },
  });
  return { ...session, device: issueDevice(app.config.jwtSecret, user.email, step.device ?? undefined) };
}
