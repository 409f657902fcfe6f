import { trainingFlightFiles } from "../../db/tables/training-flight.table";
import type { Feature } from "../../lib/feature";
import { trainingFlightRoutes } from "./training-flight.routes";
import { seedDemoTrainingFlights } from "./training-flight.seed";
import { trainingFlightService } from "./training-flight.service";

/** Training flight records (INITIAL OPERATIONAL EXPERIENCE): forms, files, approval and history. */
export const trainingFlightFeature: Feature = {
  name: "training-flight",
  async routes(api, { database, fileStore }) {
    const service = trainingFlightService({ db: database.db, store: fileStore });
    await api.register(trainingFlightRoutes, { service, store: fileStore });
  },
  approvable: ({ database, fileStore }) =>
    trainingFlightService({ db: database.db, store: fileStore }).approvable,
  trainingFileRecords: ({ database, fileStore }) =>
    trainingFlightService({ db: database.db, store: fileStore }).trainingFileRecords,
  seed: seedDemoTrainingFlights,
  fileReferences: [trainingFlightFiles],
};
