import type { Feature } from "../../lib/feature";
import { toldgRoutes } from "./toldg.routes";
import { seedToldgDemo } from "./toldg.seed";
import { toldgService } from "./toldg.service";

/** Take-off and landing recency: the public survey, the list and its Excel export. */
export const toldgFeature: Feature = {
  name: "toldg",
  async routes(api, { database }) {
    await api.register(toldgRoutes, { service: toldgService({ db: database.db }) });
  },
  seed: (db) => seedToldgDemo(db),
};
