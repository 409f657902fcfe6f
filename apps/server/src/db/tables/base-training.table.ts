import { boolean, date, index, pgTable, real, serial, smallint, text } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { trainingRecordColumns } from "./training-record.table";

/** A base training flight of a pilot (part1 §3 Base training), written by an instructor. */
export const baseTrainings = pgTable(
  "base_trainings",
  {
    id: serial("id").primaryKey(),
    ...trainingRecordColumns(),
    dateOfFlight: date("date_of_flight").notNull(),
    /** IATA code; VCA by default (part1 §9). */
    airport: text("airport").notNull().default("VCA"),
    goAround: smallint("go_around").notNull().default(0),
    touchAndGo: smallint("touch_and_go").notNull().default(0),
    fullStop: smallint("full_stop").notNull().default(0),
    flightTime: real("flight_time").notNull().default(0),
    /** The six scored items (1–5, 6 = N/A). */
    preDepartureAndPostFlight: smallint("pre_departure_and_post_flight").notNull(),
    toGaClb: smallint("to_ga_clb").notNull(),
    cruiseDescentApproach: smallint("cruise_descent_approach").notNull(),
    landing: smallint("landing").notNull(),
    circuit: smallint("circuit").notNull(),
    acHandling: smallint("ac_handling").notNull(),
    /** An optional further criterion and its point, stored only when the criterion is named. */
    othersCriteria: text("others_criteria"),
    othersPoint: smallint("others_point"),
    /** Pass (true) or fail (false). */
    // Null: kept without a result (part1 §5 requires none).
    result: boolean("result"),
    comments: text("comments"),
  },
  (t) => [
    index("base_trainings_pilot_date_idx").on(t.pilotId, t.dateOfFlight, t.id),
    index("base_trainings_pilot_airport_idx").on(t.pilotId, t.airport, t.id),
    index("base_trainings_pilot_instructor_idx").on(t.pilotId, t.instructorName, t.id),
    index("base_trainings_instructor_idx").on(t.instructorId),
    index("base_trainings_date_idx").on(t.dateOfFlight),
  ],
);

/** The report PDF of a base training (the orphan sweep keeps every file named here). */
export const baseTrainingFiles = fileColumns("base training reports", baseTrainings, [
  baseTrainings.reportFile,
]);
