import { baseTrainingFiles } from "../../db/tables/base-training.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordApprovable, trainingRecordFileRecords } from "../training-record";
import { baseTrainingSpec } from "./base-training.kind";
import { baseTrainingRoutes } from "./base-training.routes";
import { seedDemoBaseTrainings } from "./base-training.seed";

/** Base training records (BASE TRAINING): an instructor's report of a pilot's base training flight. */
export const baseTrainingFeature: Feature = {
  name: "base-training",
  routes: baseTrainingRoutes,
  approvable: (app) => trainingRecordApprovable(baseTrainingSpec, app),
  trainingFileRecords: ({ database }) => trainingRecordFileRecords(baseTrainingSpec, database.db),
  seed: seedDemoBaseTrainings,
  fileReferences: [baseTrainingFiles],
};
export { baseTrainingSpec } from "./base-training.kind";
