import { hashVerifier, passwordVerifier, sha256hex } from "../../../lib/crypto";
import { validation } from "../../../lib/errors";
import type { AuthContext } from "../auth.context";
import { authRepository } from "../auth.repository";

export async function resetPassword(
  ctx: AuthContext,
  input: { email: string; password: string; token: string },
) {
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    const at = ctx.now();
    const reset = await txRepo.consumeReset(sha256hex(input.token), at);
    const user = reset ? await txRepo.findUserById(reset.userId) : undefined;
    // A wrong email rolls back the consumption: the link stays usable by its owner.
    if (!user || user.email !== input.email || user.status !== 1)
      throw validation("token", "reset_token_invalid");
    const passwordHash = await hashVerifier(passwordVerifier(input.password, user.passwordSalt));
    await txRepo.setPassword(user.id, passwordHash, at);
    await txRepo.revokeUserSessions(user.id, at);
    await txRepo.clearFailures(user.email, at);
  });
}
