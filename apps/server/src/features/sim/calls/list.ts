import { SIM_PAGE_SIZES, type SimListInput, type SimListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { simSessionPage } from "../sim.repository";
import { simListPages, simScopeOf } from "../sim.rules";

/** The largest page the SIM screen offers: a larger one (another client's) is read each time, not kept. */
const KEPT_PAGE_COUNT = Math.max(...SIM_PAGE_SIZES);

export async function listSimSessions({ app, actor, body }: CallArgs<SimListInput>): Promise<SimListReply> {
  const { db } = app.database;
  const scope = simScopeOf(actor, body.themself);
  if (!scope) return { sim_list: [], total: 0 };
  if (body.page_count > KEPT_PAGE_COUNT) return simSessionPage(db, body, scope);
  // The reply depends on the scope and the request only: callers of one scope share a page, read
  // again once any transaction has completed.
  return simListPages(db).get(JSON.stringify([scope, body]), () => simSessionPage(db, body, scope));
}
