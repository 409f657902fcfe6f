import type { SessionUser, SimListInput, SimListReply } from "@trms/shared";
import type { SimContext } from "../sim.context";

export async function listSimSessions(
  ctx: SimContext,
  actor: SessionUser,
  input: SimListInput,
): Promise<SimListReply> {
  const scope = ctx.scopeOf(actor, input.themself);
  if (!scope) return { sim_list: [], total: 0 };
  return ctx.repo.list(input, scope);
}
