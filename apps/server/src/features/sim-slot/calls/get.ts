import type { SimSlot } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { simSlotById } from "../sim-slot.repository";

export async function getSimSlot({ app, body }: CallArgs<{ id: number }>): Promise<SimSlot> {
  const slot = await simSlotById(app.database.db, body.id);
  if (!slot) throw notFound();
  return slot;
}
