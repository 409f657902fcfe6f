import type { Feature } from "../../lib/feature";
import { analyticsRoutes } from "./analytics.routes";

/** Training analytics over the recorded grades: instructor concordance. */
export const analyticsFeature: Feature = {
  name: "analytics",
  routes: analyticsRoutes,
};
