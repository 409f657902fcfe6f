import type { AuthContext } from "../auth.context";

export async function logout(ctx: AuthContext, jti: string) {
  await ctx.repo.revokeSession(jti, ctx.now());
}
