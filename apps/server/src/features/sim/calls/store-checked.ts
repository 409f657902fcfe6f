import type { SessionUser, SimInput } from "@trms/shared";
import { type Person, type SimContext, sessionValues } from "../sim.context";

/** Checked, stored sessions of an import (the rows were checked by the importer). */
export function storeCheckedSimSessions(
  ctx: SimContext,
  actor: SessionUser,
  sims: SimInput[],
  people: Map<string, Person>,
) {
  const values = sims.map((sim) => sessionValues(sim, people));
  return ctx.deps.db.transaction((tx) => ctx.storeIn(tx, actor, values, "create_sim_from_excel"));
}
