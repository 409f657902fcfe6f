import { integer, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";
import { users } from "./user.table";

/**
 * The columns every training record carries for the trainee's approval (part1 §4): the
 * result status (0 awaiting approval, 1 approved), when and by which account it was approved, and
 * the trainee's signature (their full name at approval).
 */
export function approvalColumns() {
  return {
    status: smallint("status").notNull().default(0),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    traineeSignature: text("trainee_signature"),
  };
}

/**
 * What base training, theory test and progress theory records share (part1 §3): the trainee, the
 * instructor who wrote it (with the name signed), the report PDF, the approval columns, and who
 * created it and when.
 */
export function trainingRecordColumns() {
  return {
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "restrict" }),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "restrict" }),
    /** The instructor's full name as signed on the record. */
    instructorName: text("instructor_name").notNull(),
    reportFile: text("report_file").notNull(),
    ...approvalColumns(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The history import that wrote this record (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
