import type { Feature } from "../../lib/feature";
import { systemRoutes } from "./system.routes";
import { systemService } from "./system.service";

/** The admin's System page (issue 28 item 3): how the instance and its database run. */
export const systemFeature: Feature = {
  name: "system",
  async routes(api, { database }) {
    await api.register(systemRoutes, { service: systemService({ database }) });
  },
};
