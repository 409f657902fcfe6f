import {
  caavFormWorkflow,
  elearningWorkflow,
  type SessionUser,
  SIM_FORM_ENTITY,
  SIM_SESSION_ENTITY,
} from "@trms/shared";
import { simSessions } from "../../../db/tables/sim.table";
import { simForms } from "../../../db/tables/sim-form.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import { retainRecord } from "../../../lib/retention/retain";
import { type SimContext, snapshot } from "../sim.context";
import { simRepository } from "../sim.repository";

/**
 * Deletes a session nobody has submitted anything to (ADR 0405): a session with a submitted form
 * is a training record and stays. The audit row keeps what the session was; the session and its
 * forms are retained, with their history, until the retention purge.
 */
export async function deleteSimSession(ctx: SimContext, actor: SessionUser, id: number) {
  await ctx.deps.db.transaction(async (tx) => {
    const txRepo = simRepository(tx);
    const row = await txRepo.lock(id);
    if (!row) throw notFound();
    // Staff change the sessions of their fleet's pilots only (ADR 0942), read in this transaction.
    await requireAccess(tx, actor, "sim", "delete", id);
    if (await txRepo.hasSubmissions(id)) throw new AppError("CONFLICT", "sim_has_submissions");
    const forms = await txRepo.forms(id);
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
    await retainRecord(tx, {
      entity: SIM_SESSION_ENTITY,
      entityId: id,
      table: simSessions,
      id: simSessions.id,
      dependents: { forms: { table: simForms, column: simForms.simId } },
      files: forms.flatMap((f) => [
        f.firstSubmit,
        f.secondSubmit,
        f.thirdSubmit,
        f.caavForm,
        f.elearningClue,
      ]),
      // Each form's own histories (its stages, its CAAV form, its e-learning) go with the session.
      chains: forms.flatMap((f) =>
        [SIM_FORM_ENTITY, caavFormWorkflow.entity, elearningWorkflow.entity].map((entity) => ({
          entity,
          entity_id: String(f.id),
        })),
      ),
      actorId: actor.id,
    });
    await txRepo.delete(id);
  });
  return null;
}
