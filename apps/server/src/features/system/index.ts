import type { Feature } from "../../lib/feature";
import { systemRoutes } from "./system.routes";

/** The admin's System page: how the instance and its database run. */
export const systemFeature: Feature = {
  name: "system",
  routes: systemRoutes,
};
