import {
  type CreateSimSlotInput,
  can,
  type SessionUser,
  type SimSlot,
  type SimSlotListInput,
  type SimSlotType,
  type UpdateSimSlotInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository, diff } from "../../lib/audit/audit.repository";
import { uniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { simSlotRepository } from "./sim-slot.repository";

/** A slot of a fleet the account does not manage: a clear refusal, not a silent miss (slots are readable). */
function requireFleet(actor: SessionUser, type: SimSlotType) {
  if (!can(actor, "sim_slot.manage", { type })) throw new AppError("FORBIDDEN", "sim_slot_other_fleet");
}

/** Two slots of one fleet with one label would make a pick ambiguous. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError("CONFLICT", "sim_slot_exists");
    throw error;
  }
}

export function simSlotService(deps: { db: Database }) {
  const repo = simSlotRepository(deps.db);

  return {
    list: (input: SimSlotListInput) => repo.list(input),

    async byId(id: number): Promise<SimSlot> {
      const slot = await repo.byId(id);
      if (!slot) throw notFound();
      return slot;
    },

    async create(actor: SessionUser, input: CreateSimSlotInput): Promise<SimSlot> {
      requireFleet(actor, input.type);
      return unlessDuplicate(() =>
        deps.db.transaction(async (tx) => {
          const slot = await simSlotRepository(tx).insert(input, actor.id);
          await auditRepository(tx).record({
            entity: "sim_slot",
            entityId: slot.id,
            action: "create",
            actorId: actor.id,
            changes: input,
          });
          return slot;
        }),
      );
    },

    async update(actor: SessionUser, input: UpdateSimSlotInput): Promise<SimSlot> {
      const { id, ...values } = input;
      return unlessDuplicate(() =>
        deps.db.transaction(async (tx) => {
          const txRepo = simSlotRepository(tx);
          const before = await txRepo.byId(id, { lock: true });
          if (!before) throw notFound();
          // Both the slot as it is and as it would become must be of a fleet the account manages.
          requireFleet(actor, before.type);
          requireFleet(actor, values.type);
          const slot = await txRepo.update(id, values);
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
    },

    async delete(actor: SessionUser, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const txRepo = simSlotRepository(tx);
        const before = await txRepo.byId(id, { lock: true });
        if (!before) throw notFound();
        requireFleet(actor, before.type);
        await txRepo.delete(id);
        await auditRepository(tx).record({
          entity: "sim_slot",
          entityId: id,
          action: "delete",
          actorId: actor.id,
          changes: before,
        });
      });
    },
  };
}
export type SimSlotService = ReturnType<typeof simSlotService>;
