import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";

/**
 * Each pilot's sums behind the competency-trend warning of a criterion,
 * kept by triggers in the transaction of every write to training_flights (migration 0036): never
 * written by the application. A row exists for each criterion the pilot has a graded score on.
 */
export const pilotCriterionTrends = pgTable(
  "pilot_criterion_trends",
  {
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "cascade" }),
    /** The criterion's number, 1–16, in the order of CRITERIA. */
    criterion: smallint("criterion").notNull(),
    /** Graded scores (1–5) of the criterion over every flight of the pilot. */
    graded: integer("graded").notNull(),
    /** The sum of the three latest graded scores (by day, then id). */
    recentSum: integer("recent_sum").notNull(),
    /** The sum and count of the graded scores before those three. */
    earlierSum: integer("earlier_sum").notNull(),
    earlierCount: integer("earlier_count").notNull(),
  },
  (table) => [primaryKey({ name: "pilot_criterion_trends_pk", columns: [table.pilotId, table.criterion] })],
);

/**
 * The training pipeline's items: each SIM form, line check and line
 * training with its fleet, start and status, kept by triggers (migration 0037); never written by the
 * application.
 */
export const pipelineItems = pgTable(
  "pipeline_items",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    fleet: text("fleet").notNull(),
    crewCode: text("crew_code").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The start's day on Vietnam's calendar: the period and the month read it. */
    startDay: date("start_day").notNull(),
    status: smallint("status").notNull(),
  },
  (table) => [
    primaryKey({ name: "pipeline_items_pk", columns: [table.kind, table.itemId] }),
    index("pipeline_items_fleet_day_idx").on(table.fleet, table.startDay),
  ],
);

/** Each pipeline item's statuses: days from its start to the first entry, moves out and rejections. */
export const pipelineItemStages = pgTable(
  "pipeline_item_stages",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    status: smallint("status").notNull(),
    fleet: text("fleet").notNull(),
    startDay: date("start_day").notNull(),
    /** The start day's month, YYYY-MM: the figures' month. */
    month: text("month").notNull(),
    /** Null when the item only left the status (its first). */
    days: doublePrecision("days"),
    movesOut: integer("moves_out").notNull(),
    rejectedOut: integer("rejected_out").notNull(),
  },
  (table) => [
    primaryKey({ name: "pipeline_item_stages_pk", columns: [table.kind, table.itemId, table.status] }),
    // In the figures' grouping order, so a fleet's rows are read sorted (covering, migration 0037).
    index("pipeline_item_stages_fleet_idx").on(
      table.fleet,
      table.kind,
      table.status,
      table.month,
      table.startDay,
    ),
  ],
);

/**
 * Each instructor's grades per month of the flight, criterion (1–16; 0 for the flights themselves)
 * and trainee's current fleet, kept by triggers on training_flights and
 * on a pilot's fleet (migration 0038); never written by the application.
 */
export const gradeMonthSums = pgTable(
  "grade_month_sums",
  {
    fleet: text("fleet").notNull(),
    /** The first day of the flight's month. */
    month: date("month").notNull(),
    instructorId: integer("instructor_id").notNull(),
    criterion: smallint("criterion").notNull(),
    /** Graded scores (1–5) and their sum, sum of squares and how many were below standard. */
    grades: integer("grades").notNull(),
    scoreSum: bigint("score_sum", { mode: "number" }).notNull(),
    scoreSquares: bigint("score_squares", { mode: "number" }).notNull(),
    belowStandard: integer("below_standard").notNull(),
    /** Criterion 0: the flights with a graded score, with a recommendation and grounded. */
    records: integer("records").notNull(),
    recommended: integer("recommended").notNull(),
    grounded: integer("grounded").notNull(),
  },
  (table) => [
    primaryKey({
      name: "grade_month_sums_pk",
      columns: [table.fleet, table.month, table.instructorId, table.criterion],
    }),
    index("grade_month_sums_instructor_idx").on(table.instructorId, table.month),
  ],
);
