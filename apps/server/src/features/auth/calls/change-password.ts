import { type ChangePasswordInput, can } from "@trms/shared";
import { checkVerifier, hashVerifier } from "../../../lib/crypto";
import { forbidden, notFound, validation } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { findUserById, revokeUserSessions, setPassword } from "../auth.repository";

export interface ChangePasswordArgs extends CallArgs<ChangePasswordInput> {
  /** The session of the call: an account changing its own password stays signed in on it. */
  currentJti: string | null;
}

/**
 * `auth/user/change_password`. Self-service needs the old password unless the actor is an admin;
 * another account's password may be changed only by the super administrator.
 */
export async function changePassword({ app, actor, body, currentJti }: ChangePasswordArgs): Promise<void> {
  const db = app.database.db;
  const self = actor.id === body.id;
  if (!can(actor, "user.change_password", { id: body.id })) throw forbidden();
  const target = await findUserById(db, body.id);
  if (!target) throw notFound();
  if (self && !can(actor, "user.change_password_without_old")) {
    if (!body.old_password) throw validation("old_password", "old_password_required");
    if (!(await checkVerifier(target.passwordHash, body.old_password))) {
      throw validation("old_password", "old_password_wrong");
    }
  }
  const at = new Date();
  const passwordHash = await hashVerifier(body.new_password);
  await db.transaction(async (tx) => {
    await setPassword(tx, target.id, passwordHash, at);
    await revokeUserSessions(tx, target.id, at, self ? (currentJti ?? undefined) : undefined);
  });
}
