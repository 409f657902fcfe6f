import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { deleteSimSlotRow, simSlotById } from "../sim-slot.repository";
import { requireSlotFleet } from "../sim-slot.rules";

export async function deleteSimSlot({ app, actor, body }: CallArgs<{ id: number }>): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const before = await simSlotById(tx, body.id, { lock: true });
    if (!before) throw notFound();
    requireSlotFleet(actor, before.type);
    await deleteSimSlotRow(tx, body.id);
    await auditRepository(tx).record({
      entity: "sim_slot",
      entityId: body.id,
      action: "delete",
      actorId: actor.id,
      changes: before,
    });
  });
}
