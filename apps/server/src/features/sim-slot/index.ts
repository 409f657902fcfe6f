import type { Feature } from "../../lib/feature";
import { simSlotRoutes } from "./sim-slot.routes";
import { seedSimSlotDemo } from "./sim-slot.seed";
import { simSlotService } from "./sim-slot.service";

/** SIM slots: each fleet's named four-hour simulator periods, which the SIM create form picks from. */
export const simSlotFeature: Feature = {
  name: "sim-slot",
  async routes(api, { database }) {
    await api.register(simSlotRoutes, { service: simSlotService({ db: database.db }) });
  },
  seed: (db) => seedSimSlotDemo(db),
};
