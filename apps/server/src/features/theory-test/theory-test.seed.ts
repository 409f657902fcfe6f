import type { Database } from "../../db/client";
import { theoryTests } from "../../db/tables/theory-test.table";
import type { FileStore } from "../../lib/files/file-store";
import { seedDemoRecords } from "../training-record";

/** Three theory tests for each demo trainee: a fail then two passes, the newest awaiting approval. */
export const seedDemoTheoryTests = (db: Database, store: FileStore) =>
  seedDemoRecords(db, store, {
    table: theoryTests,
    title: "Theory test report",
    count: 3,
    values: (i, day) => ({
      dateOfTest: day,
      cfpDecode: true,
      melCdl: true,
      metarTafSigmetWxchart: i > 0,
      planningMinima: i > 0,
      fonsSpecialChecklists: true,
      taskSharing: true,
      standardCallouts: true,
      performanceFlysmartEfb: i > 1,
      radioTelephonyVhfHfComm: i > 1,
      limitations: true,
      abnormalHandlingProcedure: i > 0,
      memoryItems: true,
      comments:
        i === 0 ? "Weak on planning minima; retest scheduled" : "Good knowledge of the covered topics",
      result: i > 0,
    }),
  });
