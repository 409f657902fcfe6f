import type { Feature } from "../../lib/feature";
import { simSlotRoutes } from "./sim-slot.routes";
import { seedSimSlotDemo } from "./sim-slot.seed";

/** SIM slots: each fleet's named four-hour simulator periods, which the SIM create form picks from. */
export const simSlotFeature: Feature = {
  name: "sim-slot",
  routes: simSlotRoutes,
  seed: (db) => seedSimSlotDemo(db),
};
