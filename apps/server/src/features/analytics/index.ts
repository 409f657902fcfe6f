import type { Feature } from "../../lib/feature";
import { analyticsRoutes } from "./analytics.routes";
import { analyticsService } from "./analytics.service";

/** Training analytics over the recorded grades: instructor concordance. */
export const analyticsFeature: Feature = {
  name: "analytics",
  async routes(api, { database }) {
    await api.register(analyticsRoutes, { service: analyticsService(database.db) });
  },
};
