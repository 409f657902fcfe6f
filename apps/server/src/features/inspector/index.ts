import type { Feature } from "../../lib/feature";
import { inspectorRoutes } from "./inspector.routes";
import { seedDemoInspectorGrant } from "./inspector.seed";
import { inspectorService } from "./inspector.service";

export { inspectorGate } from "./inspector.gate";
export { inspectorRepository } from "./inspector.repository";

/** Inspector access: time-boxed, read-only, logged. */
export const inspectorFeature: Feature = {
  name: "inspector",
  async routes(api, { database }) {
    await api.register(inspectorRoutes, { service: inspectorService({ db: database.db }) });
  },
  seed: seedDemoInspectorGrant,
};
