import type { SessionUser, SimInput } from "@trms/shared";
import { type SimContext, sessionValues } from "../sim.context";

/** A monthly list: every session is checked first, then all are stored in one transaction. */
export async function createMonthlySimSessions(ctx: SimContext, actor: SessionUser, sims: SimInput[]) {
  const people = await ctx.checked(actor, sims, (index) => `sims.${index}.`);
  const values = sims.map((sim) => sessionValues(sim, people));
  const ids = await ctx.deps.db.transaction((tx) => ctx.storeIn(tx, actor, values, "create_monthly_sim"));
  return { ids };
}
