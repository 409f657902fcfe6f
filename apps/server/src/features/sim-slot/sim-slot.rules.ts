import { can, type SessionUser, type SimSlotType } from "@trms/shared";
import { uniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";

/** A slot of a fleet the account does not manage: a clear refusal, not a silent miss (slots are readable). */
export function requireSlotFleet(actor: SessionUser, type: SimSlotType) {
  if (!can(actor, "sim_slot.manage", { type })) throw new AppError("FORBIDDEN", "sim_slot_other_fleet");
}

/** Two slots of one fleet with one label would make a pick ambiguous. */
export async function unlessDuplicateSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError("CONFLICT", "sim_slot_exists");
    throw error;
  }
}
