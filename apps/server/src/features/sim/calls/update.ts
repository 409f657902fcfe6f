import { SIM_SESSION_ENTITY, type SimSession, type UpdateSimInput } from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { requireAccess } from "../../../lib/record-access";
import type { CallArgs } from "../../../lib/routes";
import { lockSimSession, simSessionById, updateSimSessionRow } from "../sim.repository";
import { checkedSims, sessionValues, snapshot } from "../sim.rules";

export async function updateSimSession({ app, actor, body }: CallArgs<UpdateSimInput>): Promise<SimSession> {
  const { db } = app.database;
  const { id, ...sim } = body;
  const people = await checkedSims(db, actor, [sim], () => "");
  const values = sessionValues(sim, people);
  await db.transaction(async (tx) => {
    const before = await lockSimSession(tx, id);
    if (!before) throw notFound();
    // Staff change the sessions of their fleet's pilots only (ADR 0942), read in this transaction.
    await requireAccess(tx, actor, "sim", "edit", id);
    await updateSimSessionRow(tx, id, values);
    const changes = diff(snapshot(before), snapshot(values));
    await auditRepository(tx).record({
      entity: SIM_SESSION_ENTITY,
      entityId: id,
      action: "update",
      actorId: actor.id,
      changes,
    });
  });
  return (await simSessionById(db, id)) as SimSession;
}
