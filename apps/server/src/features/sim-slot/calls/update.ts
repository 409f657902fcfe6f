import type { SimSlot, UpdateSimSlotInput } from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { simSlotById, updateSimSlotRow } from "../sim-slot.repository";
import { requireSlotFleet, unlessDuplicateSlot } from "../sim-slot.rules";

export function updateSimSlot({ app, actor, body }: CallArgs<UpdateSimSlotInput>): Promise<SimSlot> {
  const { id, ...values } = body;
  return unlessDuplicateSlot(() =>
    app.database.db.transaction(async (tx) => {
      const before = await simSlotById(tx, id, { lock: true });
      if (!before) throw notFound();
      // Both the slot as it is and as it would become must be of a fleet the account manages.
      requireSlotFleet(actor, before.type);
      requireSlotFleet(actor, values.type);
      const slot = await updateSimSlotRow(tx, id, values);
      await auditRepository(tx).record({
        entity: "sim_slot",
        entityId: id,
        action: "update",
        actorId: actor.id,
        changes: diff({ ...before }, { ...slot }),
      });
      return slot;
    }),
  );
}
