import { type ChangePasswordInput, can, type SessionUser } from "@trms/shared";
import { checkVerifier, hashVerifier } from "../../../lib/crypto";
import { forbidden, notFound, validation } from "../../../lib/errors";
import type { AuthContext } from "../auth.context";
import { authRepository } from "../auth.repository";

/**
 * Self-service needs the old password unless the actor is an admin; another account's
 * password may be changed only by the super administrator.
 */
export async function changePassword(
  ctx: AuthContext,
  actor: SessionUser,
  input: ChangePasswordInput,
  currentJti: string | null,
) {
  const self = actor.id === input.id;
  if (!can(actor, "user.change_password", { id: input.id })) throw forbidden();
  const target = await ctx.repo.findUserById(input.id);
  if (!target) throw notFound();
  if (self && !can(actor, "user.change_password_without_old")) {
    if (!input.old_password) throw validation("old_password", "old_password_required");
    if (!(await checkVerifier(target.passwordHash, input.old_password))) {
      throw validation("old_password", "old_password_wrong");
    }
  }
  const at = ctx.now();
  const passwordHash = await hashVerifier(input.new_password);
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    await txRepo.setPassword(target.id, passwordHash, at);
    await txRepo.revokeUserSessions(target.id, at, self ? (currentJti ?? undefined) : undefined);
  });
}
