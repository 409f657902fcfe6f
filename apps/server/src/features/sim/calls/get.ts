import type { SessionUser, SimSession } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { SimContext } from "../sim.context";

export async function getSimSession(ctx: SimContext, actor: SessionUser, id: number): Promise<SimSession> {
  await ctx.readable(actor, id);
  const session = await ctx.repo.byId(id);
  if (!session) throw notFound();
  return session;
}
