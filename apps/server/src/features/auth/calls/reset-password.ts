import type { ResetPasswordInput } from "@trms/shared";
import { hashVerifier, passwordVerifier, sha256hex } from "../../../lib/crypto";
import { validation } from "../../../lib/errors";
import type { PublicCallArgs } from "../../../lib/routes";
import {
  clearFailures,
  consumeReset,
  findUserById,
  revokeUserSessions,
  setPassword,
} from "../auth.repository";

/** `auth/login/reset_password`: a new password with the reset link's token. */
export async function resetPassword({ app, body }: PublicCallArgs<ResetPasswordInput>): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const at = new Date();
    const reset = await consumeReset(tx, sha256hex(body.token), at);
    const user = reset ? await findUserById(tx, reset.userId) : undefined;
    // A wrong email rolls back the consumption: the link stays usable by its owner.
    if (!user || user.email !== body.email || user.status !== 1)
      throw validation("token", "reset_token_invalid");
    const passwordHash = await hashVerifier(passwordVerifier(body.password, user.passwordSalt));
    await setPassword(tx, user.id, passwordHash, at);
    await revokeUserSessions(tx, user.id, at);
    await clearFailures(tx, user.email, at);
  });
}
