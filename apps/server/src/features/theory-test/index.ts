import { theoryTestFiles } from "../../db/tables/theory-test.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordApprovable, trainingRecordFileRecords } from "../training-record";
import { theoryTestSpec } from "./theory-test.kind";
import { theoryTestRoutes } from "./theory-test.routes";
import { seedDemoTheoryTests } from "./theory-test.seed";

/** Theory test records (THEORY TEST): the topics covered, comments and result, with a report. */
export const theoryTestFeature: Feature = {
  name: "theory-test",
  routes: theoryTestRoutes,
  approvable: (app) => trainingRecordApprovable(theoryTestSpec, app),
  trainingFileRecords: ({ database }) => trainingRecordFileRecords(theoryTestSpec, database.db),
  seed: seedDemoTheoryTests,
  fileReferences: [theoryTestFiles],
};
export { theoryTestSpec } from "./theory-test.kind";
