import { date, index, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { trainingRecordColumns } from "./training-record.table";

/** A progress check (theory) report of a pilot (part1 §3 Progress theory report): 8 comments and an overall performance. */
export const progressTheoryReports = pgTable(
  "progress_theory_reports",
  {
    id: serial("id").primaryKey(),
    ...trainingRecordColumns(),
    dateOfTest: date("date_of_test").notNull(),
    aircraftLimitations: text("aircraft_limitations").notNull(),
    aircraftSystems: text("aircraft_systems").notNull(),
    emergencyEquipment: text("emergency_equipment").notNull(),
    sops: text("sops").notNull(),
    fom: text("fom").notNull(),
    airwayManuals: text("airway_manuals").notNull(),
    melCdl: text("mel_cdl").notNull(),
    generalAviationKnowledge: text("general_aviation_knowledge").notNull(),
    /** 1–5, 3 by default (part1 §9). */
    overallPerformance: smallint("overall_performance").notNull().default(3),
  },
  (t) => [
    index("progress_theory_reports_pilot_date_idx").on(t.pilotId, t.dateOfTest, t.id),
    index("progress_theory_reports_pilot_instructor_idx").on(t.pilotId, t.instructorName, t.id),
    index("progress_theory_reports_instructor_idx").on(t.instructorId),
    index("progress_theory_reports_date_idx").on(t.dateOfTest),
  ],
);

/** The report PDF of a progress theory report (the orphan sweep keeps every file named here). */
export const progressTheoryFiles = fileColumns("progress theory reports", progressTheoryReports, [
  progressTheoryReports.reportFile,
]);
