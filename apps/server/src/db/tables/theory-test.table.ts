import { boolean, date, index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { trainingRecordColumns } from "./training-record.table";

/** A theory test of a pilot (part1 §3 Theory test): the 12 topics covered, comments and result. */
export const theoryTests = pgTable(
  "theory_tests",
  {
    id: serial("id").primaryKey(),
    ...trainingRecordColumns(),
    dateOfTest: date("date_of_test").notNull(),
    // Flight planning
    cfpDecode: boolean("cfp_decode").notNull().default(false),
    melCdl: boolean("mel_cdl").notNull().default(false),
    metarTafSigmetWxchart: boolean("metar_taf_sigmet_wxchart").notNull().default(false),
    planningMinima: boolean("planning_minima").notNull().default(false),
    // Normal procedures
    fonsSpecialChecklists: boolean("fons_special_checklists").notNull().default(false),
    taskSharing: boolean("task_sharing").notNull().default(false),
    standardCallouts: boolean("standard_callouts").notNull().default(false),
    performanceFlysmartEfb: boolean("performance_flysmart_efb").notNull().default(false),
    radioTelephonyVhfHfComm: boolean("radio_telephony_vhf_hf_comm").notNull().default(false),
    // Abnormal procedures
    limitations: boolean("limitations").notNull().default(false),
    abnormalHandlingProcedure: boolean("abnormal_handling_procedure").notNull().default(false),
    memoryItems: boolean("memory_items").notNull().default(false),
    comments: text("comments").notNull(),
    /** Pass (true) or fail (false). */
    // Null: kept without a result (part1 §5 requires none).
    result: boolean("result"),
  },
  (t) => [
    index("theory_tests_pilot_date_idx").on(t.pilotId, t.dateOfTest, t.id),
    index("theory_tests_pilot_instructor_idx").on(t.pilotId, t.instructorName, t.id),
    index("theory_tests_instructor_idx").on(t.instructorId),
    index("theory_tests_date_idx").on(t.dateOfTest),
  ],
);

/** The report PDF of a theory test (the orphan sweep keeps every file named here). */
export const theoryTestFiles = fileColumns("theory test reports", theoryTests, [theoryTests.reportFile]);
