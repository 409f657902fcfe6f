import type { Feature } from "../../lib/feature";
import { inspectorRoutes } from "./inspector.routes";
import { seedDemoInspectorGrant } from "./inspector.seed";

// The app hands the route guard these; sign-in checks an inspector's grant with the repository's.
export { openGrantedPilot, refuseInspectorCall } from "./inspector.gate";
export { hasLiveGrant, logInspectorAccess, noLiveGrant } from "./inspector.repository";

/** Inspector access: time-boxed, read-only, logged. */
export const inspectorFeature: Feature = {
  name: "inspector",
  routes: inspectorRoutes,
  seed: seedDemoInspectorGrant,
};
