import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
  LOGIN_MAX_FAILURES_PER_IP,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { countDeviceFailures, countFailures } from "./auth.repository";

/**
 * Refuses a sign-in step (a password, a second factor) once its failures reach a cap: per account
 * and address, per address, and per account across all addresses. The last cap would let strangers
 * lock the owner out, so a browser holding the account's trusted-device token is held only to its
 * own failures (ADR 0050). Answers the window's start, for forgiving the caller's own failures.
 */
export async function refuseWhenCapped(
  db: Database,
  attempt: { email: string; ip: string; device: string | null; at: Date },
): Promise<Date> {
  const since = new Date(attempt.at.getTime() - LOGIN_FAILURE_WINDOW_MS);
  if (attempt.device) {
    if ((await countDeviceFailures(db, attempt.device, since)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT)
      throw new AppError("RATE_LIMITED", "too_many_attempts");
    return since;
  }
  const failures = await countFailures(db, attempt.email, attempt.ip, since);
  if (
    failures.byAccountFromIp >= LOGIN_MAX_FAILURES_PER_ACCOUNT ||
    failures.byIp >= LOGIN_MAX_FAILURES_PER_IP
  )
    throw new AppError("RATE_LIMITED", "too_many_attempts");
  if (failures.byAccount >= LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES)
    throw new AppError("RATE_LIMITED", "account_temporarily_protected");
  return since;
}
