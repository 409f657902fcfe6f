import type { Feature } from "../lib/feature";
import { analyticsFeature } from "./analytics";
import { auditFeature } from "./audit";
import { authFeature } from "./auth";
import { baseTrainingFeature } from "./base-training";
import { criteriaReportFeature } from "./criteria-report";
import { documentVerificationFeature } from "./document-verification";
import { eventReportFeature } from "./event-report";
import { fotFeature } from "./fot";
import { historyImportFeature } from "./history-import";
import { inspectorFeature } from "./inspector";
import { ledgerFeature } from "./ledger";
import { lineCheckFeature } from "./line-check";
import { lineTrainingFeature } from "./line-training";
import { mailOutboxFeature } from "./mail-outbox";
import { monthlyReportFeature } from "./monthly-report";
import { pilotFeature } from "./pilot";
import { progressTheoryFeature } from "./progress-theory";
import { simFeature } from "./sim";
import { simFormFeature } from "./sim-form";
import { simScheduleFeature } from "./sim-schedule";
import { simSlotFeature } from "./sim-slot";
import { systemFeature } from "./system";
import { tasksFeature } from "./tasks";
import { theoryTestFeature } from "./theory-test";
import { toldgFeature } from "./toldg";
import { trainingDocumentFeature } from "./training-document";
import { trainingFileFeature } from "./training-file";
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
  simFeature,
  simFormFeature,
  simSlotFeature,
  simScheduleFeature,
  trainingDocumentFeature,
  eventReportFeature,
  lineCheckFeature,
  lineTrainingFeature,
  ledgerFeature,
  auditFeature,
  mailOutboxFeature,
  tasksFeature,
  trainingFileFeature,
  systemFeature,
  documentVerificationFeature,
  analyticsFeature,
  inspectorFeature,
  historyImportFeature,
];
