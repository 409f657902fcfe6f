import type { TrainingFlightContent } from "@trms/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { pilots } from "./pilot.table";
import { recordVersionColumn } from "./record-version";
import { approvalColumns } from "./training-record.table";
import { users } from "./user.table";

/** One scored criterion as stored: the score (6 = N/A), its comment and the special-remark flag. */
export interface StoredCriterion {
  score: number;
  comment: string | null;
  special_remark: boolean;
}

/** What the trainee approved, kept when an administrator changes the record afterwards. */
export interface ApprovalSnapshot {
  approved_at: string | null;
  content: TrainingFlightContent;
}

/** A training flight (Initial Operational Experience) of a pilot, written by an instructor. */
export const trainingFlights = pgTable(
  "training_flights",
  {
    id: serial("id").primaryKey(),
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "restrict" }),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "restrict" }),
    instructorName: text("instructor_name").notNull(),
    flightType: smallint("flight_type").notNull(),
    /** The earliest sector's date. */
    dateOfFlight: date("date_of_flight").notNull(),
    numberOfSector: smallint("number_of_sector").notNull(),
    /** "HAN-SGN, SGN-HAN": the sectors in order, for the list and the search. */
    routes: text("routes").notNull(),
    autolandAt: text("autoland_at"),
    autolandRunway: text("autoland_runway"),
    autolandResult: smallint("autoland_result"),
    recommendation: boolean("recommendation").notNull().default(false),
    recommendationValue: text("recommendation_value"),
    grounded: boolean("grounded").notNull().default(false),
    criteria: jsonb("criteria").$type<Record<string, StoredCriterion>>().notNull(),
    /** The lowest graded criterion (N/A ignored), null when all are N/A: a row is red under 3. */
    minScore: smallint("min_score"),
    phaseNormalProgress: boolean("phase_normal_progress"),
    phaseNormalComments: text("phase_normal_comments"),
    phaseSpecialRequirements: boolean("phase_special_requirements"),
    phaseSpecialComments: text("phase_special_comments"),
    phaseReportFile: text("phase_report_file"),
    checkComments: text("check_comments"),
    checkOverallPerformance: smallint("check_overall_performance"),
    checkReportFile: text("check_report_file"),
    reportFile: text("report_file").notNull(),
    comments: text("comments"),
    noticeToNextInstructor: text("notice_to_next_instructor"),
    instructorSignature: text("instructor_signature").notNull(),
    /** Result status, approval time and account, and the trainee's signature. */
    ...approvalColumns(),
    /**
     * While an administrator's change waits for the trainee's new approval: the content the
     * trainee approved before, and when; null otherwise.
     */
    approvalSnapshot: jsonb("approval_snapshot").$type<ApprovalSnapshot>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The history import that wrote this record (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...recordVersionColumn(),
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(routes || ' ' || instructor_name || ' ' || coalesce(autoland_at, ''))`,
    ),
  },
  (t) => [
    // A pilot's list: filtered by pilot, sorted by date (the default) or another column.
    index("training_flights_pilot_date_idx").on(t.pilotId, t.dateOfFlight, t.id),
    index("training_flights_pilot_type_idx").on(t.pilotId, t.flightType, t.id),
    index("training_flights_pilot_instructor_idx").on(t.pilotId, t.instructorName, t.id),
    index("training_flights_pilot_created_idx").on(t.pilotId, t.createdAt, t.id),
    index("training_flights_instructor_idx").on(t.instructorId),
    // The pilots an instructor trained, from the index alone (migration 0036).
    index("training_flights_instructor_pilot_idx").on(t.instructorId, t.pilotId),
    // The flights below standard by day: the dashboard's last twelve months.
    index("training_flights_below_standard_idx").on(t.dateOfFlight, t.pilotId).where(sql`${t.minScore} < 3`),
    index("training_flights_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The FOT list's per-pilot totals read the index alone: flights, grounded ones, their ids.
    index("training_flights_pilot_totals_idx").on(t.pilotId, t.grounded, t.id),
  ],
);

/** The three report files of a training flight (the orphan sweep keeps every file named here). */
export const trainingFlightFiles = fileColumns("training flight reports", trainingFlights, [
  trainingFlights.reportFile,
  trainingFlights.phaseReportFile,
  trainingFlights.checkReportFile,
]);

export const trainingFlightSectors = pgTable(
  "training_flight_sectors",
  {
    id: serial("id").primaryKey(),
    trainingFlightId: integer("training_flight_id")
      .notNull()
      .references(() => trainingFlights.id, { onDelete: "cascade" }),
    /** The sector's number within its flight: 1, 2, … (the form's sector id). */
    position: smallint("position").notNull(),
    dateOfSector: date("date_of_sector").notNull(),
    departure: text("departure").notNull(),
    destination: text("destination").notNull(),
    flightTime: real("flight_time").notNull(),
    nightOrDay: text("night_or_day").notNull(),
    pfPm: text("pf_pm").notNull(),
  },
  (t) => [
    uniqueIndex("training_flight_sectors_position_key").on(t.trainingFlightId, t.position),
    // The FOT list's flight hours: a flight's sector times from the index alone.
    index("training_flight_sectors_time_idx").on(t.trainingFlightId, t.flightTime),
  ],
);
