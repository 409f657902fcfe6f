import { SIM_SLOT_TYPES, simSlotLabels, simSlotTimes } from "@trms/shared";
import type { Database } from "../../db/client";
import { insertMissingSimSlots } from "./sim-slot.repository";

/** Demo slots: every label of the part2 §9 table, for all four fleets. */
export async function seedSimSlotDemo(db: Database) {
  const rows = SIM_SLOT_TYPES.flatMap((type) =>
    simSlotLabels(type).map((slot) => {
      const times = simSlotTimes(type, slot) as { start: string; end: string };
      return { type, slot, ...times };
    }),
  );
  await insertMissingSimSlots(db, rows);
}
