import { caavFormWorkflow, elearningWorkflow, SIM_FORM_ENTITY, SIM_SESSION_ENTITY } from "@trms/shared";
import { simSessions } from "../../../db/tables/sim.table";
import { simForms } from "../../../db/tables/sim-form.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import { retainRecord } from "../../../lib/retention/retain";
import type { CallArgs } from "../../../lib/routes";
import { deleteSimSessionRow, lockSimSession, simHasSubmissions, simSessionForms } from "../sim.repository";
import { snapshot } from "../sim.rules";

/**
 * Deletes a session nobody has submitted anything to (ADR 0405): a session with a submitted form
 * is a training record and stays. The audit row keeps what the session was; the session and its
 * forms are retained, with their history, until the retention purge.
 */
export async function deleteSimSession({ app, actor, body }: CallArgs<{ sim_id: number }>) {
  const id = body.sim_id;
  await app.database.db.transaction(async (tx) => {
    const row = await lockSimSession(tx, id);
    if (!row) throw notFound();
    // Staff change the sessions of their fleet's pilots only (ADR 0942), read in this transaction.
    await requireAccess(tx, actor, "sim", "delete", id);
    if (await simHasSubmissions(tx, id)) throw new AppError("CONFLICT", "sim_has_submissions");
    const forms = await simSessionForms(tx, id);
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
    await deleteSimSessionRow(tx, id);
  });
}
