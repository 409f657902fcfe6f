import { type CreateLineCheckInput, can, LINE_CHECK_ENTITY } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import type { CallArgs } from "../../../lib/routes";
import { insertLineCheck } from "../line-check.repository";
import { checkedValues, pilotOf, snapshot } from "../line-check.rules";

/** `linecheck/create_line_check`. */
export async function createLineCheck({ app, actor, body }: CallArgs<CreateLineCheckInput>) {
  const db = app.database.db;
  const pilot = pilotOf(actor, body, can(actor, "line_check.create_any"));
  const values = await checkedValues(db, actor, body, pilot);
  const row = await db.transaction(async (tx) => {
    const created = await insertLineCheck(tx, { ...values, createdBy: actor.id });
    await auditRepository(tx).record({
      entity: LINE_CHECK_ENTITY,
      entityId: created.id,
      action: "create",
      actorId: actor.id,
      changes: snapshot(values),
    });
    return created;
  });
  return { id: row.id };
}
