import type { SessionUser, SimInput } from "@trms/shared";
import { type SimContext, sessionValues } from "../sim.context";

export async function createSimSession(ctx: SimContext, actor: SessionUser, sim: SimInput) {
  const people = await ctx.checked(actor, [sim], () => "");
  const [id] = await ctx.deps.db.transaction((tx) =>
    ctx.storeIn(tx, actor, [sessionValues(sim, people)], "create_sim"),
  );
  return { id: id as number };
}
