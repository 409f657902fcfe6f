import type { SessionUser, SimInput } from "@trms/shared";
import type { Database } from "../../../db/client";
import { type Person, sessionValues, storeSimSessions } from "../sim.rules";

/** What an import stores: its checked sessions and the pilot rows they were checked against. */
export interface StoreCheckedSimSessionsInput {
  db: Database;
  actor: SessionUser;
  sims: SimInput[];
  people: Map<string, Person>;
}

/** Checked, stored sessions of an import (the rows were checked by the importer). */
export function storeCheckedSimSessions({ db, actor, sims, people }: StoreCheckedSimSessionsInput) {
  const values = sims.map((sim) => sessionValues(sim, people));
  return db.transaction((tx) => storeSimSessions(tx, actor, values, "create_sim_from_excel"));
}
