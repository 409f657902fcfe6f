import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";
import { users } from "./user.table";

/**
 * An event report (part2 §3). `fleet` is the fleet of its first pilot and `occurred_month` the
 * month of occurrence in Vietnam time as YYYYMM, both written with the report, so the statistics
 * group on one index without a join or a time-zone computation per row (ADR 0511, 0512).
 */
export const eventReports = pgTable(
  "event_reports",
  {
    id: serial("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    occurredMonth: integer("occurred_month").notNull(),
    flightNumber: text("flight_number").notNull(),
    aircraftRegistration: text("aircraft_registration"),
    sector: text("sector").notNull(),
    content: text("content").notNull(),
    note: text("note"),
    fleet: text("fleet"),
    /** The sum of the named pilots' minus points: the list sorts on it, the statistics add it up. */
    minusPointTotal: numeric("minus_point_total", { precision: 8, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    /** Everything the keyword search looks in besides the pilots' names, lower-cased. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(flight_number || ' ' || coalesce(aircraft_registration, '') || ' ' || sector || ' ' || content || ' ' || coalesce(note, ''))`,
    ),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_reports_occurred_idx").on(t.occurredAt, t.id),
    index("event_reports_flight_number_idx").on(t.flightNumber, t.id),
    index("event_reports_minus_point_idx").on(t.minusPointTotal, t.id),
    index("event_reports_fleet_idx").on(t.fleet, t.occurredAt, t.id),
    // The statistics read month, fleet and points off this index alone.
    index("event_reports_statistics_idx").on(t.occurredMonth, t.fleet, t.minusPointTotal),
    index("event_reports_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A pilot named by a report, in the order the form lists them, with the minus point they receive. */
export const eventReportPilots = pgTable(
  "event_report_pilots",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => eventReports.id, { onDelete: "cascade" }),
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "restrict" }),
    position: smallint("position").notNull(),
    minusPoint: numeric("minus_point", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** The report's month again, so the top pilots of a window are summed off one index. */
    occurredMonth: integer("occurred_month").notNull(),
  },
  (t) => [
    // The same pilot twice in one report is refused by the key as well as by the schema.
    primaryKey({ columns: [t.reportId, t.pilotId] }),
    index("event_report_pilots_pilot_idx").on(t.pilotId, t.reportId),
    index("event_report_pilots_statistics_idx").on(t.occurredMonth, t.pilotId, t.minusPoint),
    check("event_report_pilots_minus_point_check", sql`${t.minusPoint} >= 0`),
  ],
);

/**
 * The statistics' totals per month of occurrence (Vietnam time, YYYYMM) and fleet of the report
 * (`''` when the report has none), kept by statement triggers on `event_reports` in the writing
 * transaction (migration 0024): the statistics read at most 60 months × fleets
 * rows instead of grouping every report of the window.
 */
export const eventReportMonthTotals = pgTable(
  "event_report_month_totals",
  {
    occurredMonth: integer("occurred_month").notNull(),
    fleet: text("fleet").notNull(),
    reports: integer("reports").notNull(),
    minusPoints: numeric("minus_points", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.occurredMonth, t.fleet] })],
);

/**
 * Each pilot's number of reports and minus points per year of occurrence, kept by statement
 * triggers on `event_report_pilots` (migration 0024): the statistics' window is whole years, so
 * the top pilots add up one row per pilot and year instead of every pilot line of the window.
 */
export const eventReportPilotYearTotals = pgTable(
  "event_report_pilot_year_totals",
  {
    year: integer("year").notNull(),
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "cascade" }),
    reports: integer("reports").notNull(),
    minusPoints: numeric("minus_points", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.pilotId] })],
);
