import { type CreateLineCheckInput, can, LINE_CHECK_ENTITY, type SessionUser } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { type LineCheckContext, snapshot } from "../line-check.context";
import { lineCheckRepository } from "../line-check.repository";

/** `linecheck/create_line_check`. */
export async function createLineCheck(
  ctx: LineCheckContext,
  actor: SessionUser,
  input: CreateLineCheckInput,
) {
  const pilot = ctx.pilotOf(actor, input, can(actor, "line_check.create_any"));
  const values = await ctx.checkedValues(actor, input, pilot);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await lineCheckRepository(tx).insert({ ...values, createdBy: actor.id });
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
