import type { Feature } from "../../lib/feature";
import { trainingFileRoutes } from "./training-file.routes";

/** The timeline's reads, for the bench that fills and times a 2 000-record file. */
/** What a pilot's file holds, kind by kind: an import's undo is blocked by any record. */
export { trainingFileCounts, trainingFilePage } from "./training-file.repository";

/** A pilot's training file: every record in time order with its audit trail, and its PDF. */
export const trainingFileFeature: Feature = {
  name: "training-file",
  routes: trainingFileRoutes,
};
