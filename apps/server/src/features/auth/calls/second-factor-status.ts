import type { SecondFactorStatus } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { secondFactorRequired } from "../auth.factors";
import { factorsOf, listPasskeys } from "../auth.factors.repository";
import { findUserById } from "../auth.repository";

/**
 * `auth/second_factor/status`: the account's own second factors, whether it must hold one, and by
 * when (its grace period), for its profile and the reminder after sign-in.
 */
export async function secondFactorStatus({ app, actor }: CallArgs<unknown>): Promise<SecondFactorStatus> {
  const db = app.database.db;
  const user = await findUserById(db, actor.id);
  if (!user) throw notFound();
  const [factors, passkeys] = await Promise.all([factorsOf(db, user.id), listPasskeys(db, user.id)]);
  const required = secondFactorRequired(app.config, user);
  const holds = factors.totp || factors.passkeys > 0;
  const due = required && !holds ? user.secondFactorDueAt : null;
  return {
    required,
    due_at: due ? due.toISOString() : null,
    enrolment_only: due !== null && due.getTime() <= Date.now(),
    totp: factors.totp,
    recovery_codes_left: factors.recoveryCodesLeft,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created_at: passkey.createdAt.toISOString(),
      last_used_at: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
    })),
  };
}
