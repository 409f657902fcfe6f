import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * A SIM slot (part2 §3): a fleet's named four-hour simulator period, start and end as HH:mm. One
 * row per label and fleet; the label and times come from the part2 §9 table.
 */
export const simSlots = pgTable(
  "sim_slots",
  {
    id: serial("id").primaryKey(),
    /** The fleet number: 1 A321, 2 B787, 3 A350, 4 ATR72. */
    type: smallint("type").notNull(),
    slot: text("slot").notNull(),
    start: text("start").notNull(),
    end: text("end").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sim_slots_type_slot_key").on(t.type, t.slot),
    // The timetable order the list reads by default, per fleet.
    index("sim_slots_type_start_idx").on(t.type, t.start, t.slot, t.id),
    check("sim_slots_type_check", sql`${t.type} between 1 and 4`),
  ],
);
