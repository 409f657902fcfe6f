import type { Database } from "../../db/client";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import type { FileStore } from "../../lib/files/file-store";
import { seedDemoRecords } from "../training-record";

/** Two progress theory reports for each demo trainee: one approved, the newest awaiting approval. */
export const seedDemoProgressTheory = (db: Database, store: FileStore) =>
  seedDemoRecords(db, store, {
    table: progressTheoryReports,
    title: "Progress check (theory) report",
    count: 2,
    values: (i, day) => ({
      dateOfTest: day,
      aircraftLimitations: "Knows the limitations, including the wind limits",
      aircraftSystems: i === 0 ? "Hydraulics need revision" : "Good systems knowledge",
      emergencyEquipment: "Locates and describes all equipment",
      sops: "Follows the SOPs",
      fom: "Familiar with the FOM",
      airwayManuals: "Uses the charts well",
      melCdl: "Applies MEL items correctly",
      generalAviationKnowledge: "Sound",
      overallPerformance: 3 + i,
    }),
  });
