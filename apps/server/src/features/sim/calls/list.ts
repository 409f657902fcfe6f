import { type SessionUser, SIM_PAGE_SIZES, type SimListInput, type SimListReply } from "@trms/shared";
import type { SimContext } from "../sim.context";

/** The largest page the SIM screen offers: a larger one (another client's) is read each time, not kept. */
const KEPT_PAGE_COUNT = Math.max(...SIM_PAGE_SIZES);

export async function listSimSessions(
  ctx: SimContext,
  actor: SessionUser,
  input: SimListInput,
): Promise<SimListReply> {
  const scope = ctx.scopeOf(actor, input.themself);
  if (!scope) return { sim_list: [], total: 0 };
  if (input.page_count > KEPT_PAGE_COUNT) return ctx.repo.list(input, scope);
  // The reply depends on the scope and the request only: callers of one scope share a page, read
  // again once any transaction has completed.
  return ctx.listPages.get(JSON.stringify([scope, input]), () => ctx.repo.list(input, scope));
}
