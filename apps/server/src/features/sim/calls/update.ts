import { type SessionUser, SIM_SESSION_ENTITY, type SimSession, type UpdateSimInput } from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import { type SimContext, sessionValues, snapshot } from "../sim.context";
import { simRepository } from "../sim.repository";

export async function updateSimSession(
  ctx: SimContext,
  actor: SessionUser,
  input: UpdateSimInput,
): Promise<SimSession> {
  const { id, ...sim } = input;
  const people = await ctx.checked(actor, [sim], () => "");
  const values = sessionValues(sim, people);
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = simRepository(tx);
    const before = await txRepo.lock(id);
    if (!before) throw notFound();
    // Staff change the sessions of their fleet's pilots only (ADR 0942), read in this transaction.
    await requireAccess(tx, actor, "sim", "edit", id);
    await txRepo.update(id, values);
    const changes = diff(snapshot(before), snapshot(values));
    await auditRepository(tx).record({
      entity: SIM_SESSION_ENTITY,
      entityId: id,
      action: "update",
      actorId: actor.id,
      changes,
    });
  });
  return (await ctx.repo.byId(id)) as SimSession;
}
