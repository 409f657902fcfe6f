import { isAdminArea, type SessionUser, SIM_SESSION_ENTITY } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { type SimContext, snapshot } from "../sim.context";
import { simRepository } from "../sim.repository";

/**
 * Deletes a session nobody has submitted anything to (ADR 0405): a session with a submitted form
 * is a training record and stays. The audit row keeps what the session was.
 */
export async function deleteSimSession(ctx: SimContext, actor: SessionUser, id: number) {
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = simRepository(tx);
    const row = await txRepo.lock(id);
    if (!row || (isAdminArea(actor) && !(await ctx.inFleetScope(actor, row, tx)))) throw notFound();
    if (await txRepo.hasSubmissions(id)) throw new AppError("CONFLICT", "sim_has_submissions");
    const forms = await txRepo.forms(id);
    await txRepo.delete(id);
    await auditRepository(tx).record({
      entity: SIM_SESSION_ENTITY,
      entityId: id,
      action: "delete",
      actorId: actor.id,
      changes: {
        ...snapshot(row),
        forms: forms.map((f) => ({ id: f.id, pilot_order: f.pilotOrder, form_status: f.status })),
      },
    });
  });
  return null;
}
