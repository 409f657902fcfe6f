import { notFound } from "../../../lib/errors";
import type { AuthContext } from "../auth.context";
import { toSessionUser } from "../auth.repository";

export async function currentAccount(ctx: AuthContext, userId: number) {
  const row = await ctx.repo.sessionUser(userId);
  if (!row) throw notFound();
  return toSessionUser(row);
}
