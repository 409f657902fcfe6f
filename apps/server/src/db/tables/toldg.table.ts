import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";

/**
 * A pilot's TO LDG record: the latest SIM date from the survey, the recency dates computed from it
 * and the stored flights (recomputed in the transaction of every submission), and the flight hours
 * of the TO LDG row. One row per pilot who has reported.
 */
export const toldgRecords = pgTable(
  "toldg_records",
  {
    pilotId: integer("pilot_id")
      .primaryKey()
      .references(() => pilots.id, { onDelete: "cascade" }),
    /**
     * The licence number the pilot confirmed at their last submission (it matched their profile's
     * CAAV number then); kept here, upper-cased, so the list searches it under its own index.
     */
    licenseNumber: text("license_number").notNull(),
    simDate: date("sim_date"),
    recencyDate: date("recency_date"),
    simExpiredDate: date("sim_expired_date"),
    acExpiredDate: date("ac_expired_date"),
    totalFlightHours: real("total_flight_hours"),
    onTypeFlightHours: real("on_type_flight_hours"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each sortable column of the TO LDG list with the tie-breaker, so a page is read off an index.
    index("toldg_records_recency_idx").on(t.recencyDate, t.pilotId),
    index("toldg_records_sim_date_idx").on(t.simDate, t.pilotId),
    index("toldg_records_total_hours_idx").on(t.totalFlightHours, t.pilotId),
    index("toldg_records_on_type_hours_idx").on(t.onTypeFlightHours, t.pilotId),
    index("toldg_records_license_trgm").using("gin", sql`${t.licenseNumber} gin_trgm_ops`),
  ],
);

/** One day of a pilot's flying as reported in the survey; a resubmitted date replaces its counts. */
export const toldgFlights = pgTable(
  "toldg_flights",
  {
    id: serial("id").primaryKey(),
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => toldgRecords.pilotId, { onDelete: "cascade" }),
    flightDate: date("flight_date").notNull(),
    toNumber: smallint("to_number").notNull(),
    ldgNumber: smallint("ldg_number").notNull(),
    /** The history import that wrote this day (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index that reads a pilot's flights newest first.
    uniqueIndex("toldg_flights_pilot_date_key").on(t.pilotId, t.flightDate),
    check("toldg_flights_counts_check", sql`${t.toNumber} >= 0 and ${t.ldgNumber} >= 0`),
  ],
);
