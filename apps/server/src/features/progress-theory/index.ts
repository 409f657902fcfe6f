import { progressTheoryFiles } from "../../db/tables/progress-theory.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordApprovable, trainingRecordFileRecords } from "../training-record";
import { progressTheorySpec } from "./progress-theory.kind";
import { progressTheoryRoutes } from "./progress-theory.routes";
import { seedDemoProgressTheory } from "./progress-theory.seed";

/** Progress check (theory) reports: 8 comments and an overall performance, with a report. */
export const progressTheoryFeature: Feature = {
  name: "progress-theory",
  routes: progressTheoryRoutes,
  approvable: (app) => trainingRecordApprovable(progressTheorySpec, app),
  trainingFileRecords: ({ database }) => trainingRecordFileRecords(progressTheorySpec, database.db),
  seed: seedDemoProgressTheory,
  fileReferences: [progressTheoryFiles],
};
export { progressTheorySpec } from "./progress-theory.kind";
