import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";

/**
 * Each pilot's validities, derived from the records by triggers in the writing transaction
 * (migration 0018, ADR 0701): never written by the application. A row exists for every pilot; the
 * dates are the last valid days under the rules of `packages/shared/src/ledger`.
 */
export const pilotValidities = pgTable(
  "pilot_validities",
  {
    pilotId: integer("pilot_id")
      .primaryKey()
      .references(() => pilots.id, { onDelete: "cascade" }),
    /** The TO LDG survey's recency date (toldg_records.recency_date). */
    toLdgValidUntil: date("to_ldg_valid_until"),
    /** The end of the SIM proficiency check's validity, renewals chained (ORO.FC.230(b)). */
    simValidUntil: date("sim_valid_until"),
    lastSimCheckDate: date("last_sim_check_date"),
    /** The day of the pilot's latest SIM session and whether its e-learning is done. */
    elearningSessionDate: date("elearning_session_date"),
    elearningDone: boolean("elearning_done").notNull().default(false),
    /** The day the e-learning is due when not done (the ledger sorts e-learning by it). */
    elearningDueDate: date("elearning_due_date").generatedAlwaysAs(
      sql`case when not elearning_done then elearning_session_date end`,
    ),
    /** The end of the line check's validity, renewals chained (ORO.FC.230(c), migration 0020). */
    lineCheckValidUntil: date("line_check_valid_until"),
    /** The day of the latest Completed line check, behind the line check validity. */
    lastLineCheckDate: date("last_line_check_date"),
    /**
     * The pilot's status and fleet, copied by the pilots' trigger in the writing transaction
     * (migration 0042): a window of validities is counted from this table alone.
     */
    pilotStatus: smallint("pilot_status").notNull().default(1),
    pilotFleet: text("pilot_fleet"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pilot_validities_to_ldg_idx").on(t.toLdgValidUntil, t.pilotId),
    index("pilot_validities_sim_idx").on(t.simValidUntil, t.pilotId),
    index("pilot_validities_elearning_idx").on(t.elearningDueDate, t.pilotId),
    index("pilot_validities_line_check_idx").on(t.lineCheckValidUntil, t.pilotId),
  ],
);
