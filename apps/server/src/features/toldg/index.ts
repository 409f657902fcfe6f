import type { Feature } from "../../lib/feature";
import { toldgRoutes } from "./toldg.routes";
import { seedToldgDemo } from "./toldg.seed";

/** Take-off and landing recency: the public survey, the list and its Excel export. */
export const toldgFeature: Feature = {
  name: "toldg",
  routes: toldgRoutes,
  seed: (db) => seedToldgDemo(db),
};
export {
  lockToldgRecord,
  lockToldgRecords,
  saveToldgRecord,
  saveToldgRecords,
  surveyFlightsOf,
  surveyFlightsOfPilots,
} from "./toldg.repository";
