import type { Feature } from "../lib/feature";
import { authFeature } from "./auth";
import { baseTrainingFeature } from "./base-training";
import { criteriaReportFeature } from "./criteria-report";
import { fotFeature } from "./fot";
import { monthlyReportFeature } from "./monthly-report";
import { pilotFeature } from "./pilot";
import { progressTheoryFeature } from "./progress-theory";
import { theoryTestFeature } from "./theory-test";
import { toldgFeature } from "./toldg";
import { trainingFlightFeature } from "./training-flight";
import { userFeature } from "./user";

/**
 * Every server feature, in the order the app registers their calls and the demo seed runs.
 * A new feature is a folder with an index.ts and one line here.
 */
export const features: readonly Feature[] = [
  authFeature,
  userFeature,
  pilotFeature,
  toldgFeature,
  trainingFlightFeature,
  baseTrainingFeature,
  theoryTestFeature,
  progressTheoryFeature,
  monthlyReportFeature,
  fotFeature,
  criteriaReportFeature,
];
