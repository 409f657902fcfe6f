import type { CreateSimSlotInput, SimSlot } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import type { CallArgs } from "../../../lib/routes";
import { insertSimSlot } from "../sim-slot.repository";
import { requireSlotFleet, unlessDuplicateSlot } from "../sim-slot.rules";

export function createSimSlot({ app, actor, body }: CallArgs<CreateSimSlotInput>): Promise<SimSlot> {
  requireSlotFleet(actor, body.type);
  return unlessDuplicateSlot(() =>
    app.database.db.transaction(async (tx) => {
      const slot = await insertSimSlot(tx, body, actor.id);
      await auditRepository(tx).record({
        entity: "sim_slot",
        entityId: slot.id,
        action: "create",
        actorId: actor.id,
        changes: body,
      });
      return slot;
    }),
  );
}
