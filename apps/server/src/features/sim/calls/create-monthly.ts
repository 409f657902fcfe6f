import type { SimInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { checkedSims, sessionValues, storeSimSessions } from "../sim.rules";

/** A monthly list: every session is checked first, then all are stored in one transaction. */
export async function createMonthlySimSessions({ app, actor, body }: CallArgs<{ sims: SimInput[] }>) {
  const { db } = app.database;
  const people = await checkedSims(db, actor, body.sims, (index) => `sims.${index}.`);
  const values = body.sims.map((sim) => sessionValues(sim, people));
  const ids = await db.transaction((tx) => storeSimSessions(tx, actor, values, "create_monthly_sim"));
  return { ids };
}
