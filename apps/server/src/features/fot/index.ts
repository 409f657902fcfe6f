import type { Feature } from "../../lib/feature";
import { fotRoutes } from "./fot.routes";

/** The FOT pilot list: each pilot's flight hours, flight and theory progress and grounded count. */
export const fotFeature: Feature = {
  name: "fot",
  routes: fotRoutes,
};
