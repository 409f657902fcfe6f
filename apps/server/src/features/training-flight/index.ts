import { trainingFlightFiles } from "../../db/tables/training-flight.table";
import type { Feature } from "../../lib/feature";
import { trainingFlightApprovable } from "./training-flight.approvable";
import { trainingFlightFileRecords } from "./training-flight.file-records";
import { trainingFlightRoutes } from "./training-flight.routes";
import { seedDemoTrainingFlights } from "./training-flight.seed";

/** Training flight records (INITIAL OPERATIONAL EXPERIENCE): forms, files, approval and history. */
export const trainingFlightFeature: Feature = {
  name: "training-flight",
  routes: trainingFlightRoutes,
  approvable: ({ database }) => trainingFlightApprovable(database.db),
  trainingFileRecords: ({ database }) => trainingFlightFileRecords(database.db),
  seed: seedDemoTrainingFlights,
  fileReferences: [trainingFlightFiles],
};
export { insertTrainingFlight, insertTrainingFlights } from "./training-flight.repository";
export { columnsOf, ENTITY as TRAINING_FLIGHT_ENTITY } from "./training-flight.rules";
