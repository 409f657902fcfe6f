import { integer, pgTable, primaryKey, smallint } from "drizzle-orm/pg-core";
import { pilots } from "../pilot/pilot.table";

/**
 * Each pilot's sums behind the competency-trend warning of a criterion (issue 30 item 5, ADR 1070),
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
