import type { SimSlot, SimSlotListInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { simSlotPage } from "../sim-slot.repository";

/** A page of slots; every account that schedules SIMs reads every fleet's slots. */
export function listSimSlots({ app, body }: CallArgs<SimSlotListInput>): Promise<SimSlot[]> {
  return simSlotPage(app.database.db, body);
}
