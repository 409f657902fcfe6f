import { LOGIN_CODE_TTL_MS } from "@trms/shared";
import { randomHex, sha256hex } from "../../../lib/crypto";
import type { AuthContext } from "../auth.context";

export async function signInChallenge(ctx: AuthContext, email: string) {
  const user = await ctx.repo.findUserByEmail(email);
  const code = randomHex(16);
  const at = ctx.now();
  await ctx.repo.storeLoginCode(sha256hex(code), email, new Date(at.getTime() + LOGIN_CODE_TTL_MS), at);
  return { salt: user?.passwordSalt ?? ctx.fakeSalt(email), code };
}
