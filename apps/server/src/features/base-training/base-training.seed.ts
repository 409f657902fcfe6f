import type { Database } from "../../db/client";
import { baseTrainings } from "../../db/tables/base-training.table";
import type { FileStore } from "../../lib/files/file-store";
import { seedDemoRecords } from "../training-record";

const AIRPORTS = ["VCA", "VCA", "PQC"];

/** Three base trainings for each demo trainee: two approved passes, the newest awaiting approval. */
export const seedDemoBaseTrainings = (db: Database, store: FileStore) =>
  seedDemoRecords(db, store, {
    table: baseTrainings,
    title: "Base training report",
    count: 3,
    values: (i, day) => ({
      dateOfFlight: day,
      airport: AIRPORTS[i % AIRPORTS.length],
      goAround: 1 + (i % 2),
      touchAndGo: 3 + i,
      fullStop: 1,
      flightTime: 1.2 + i * 0.3,
      preDepartureAndPostFlight: 4,
      toGaClb: 3 + (i % 2),
      cruiseDescentApproach: 4,
      landing: i === 0 ? 2 : 4,
      circuit: 3,
      acHandling: 4,
      othersCriteria: i === 1 ? "Crosswind technique" : null,
      othersPoint: i === 1 ? 4 : null,
      result: true,
      comments:
        i === 0 ? "Flare late on the first landing; corrected on later circuits" : "Performed to standard",
    }),
  });
