import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { recordVersionColumn } from "./record-version";
import { users } from "./user.table";

/**
 * A pilot's line training (part2 §3): its type, start date, status and the latest submission,
 * denormalised so the list pages, sorts and shows them from one table (ADR 0611).
 */
export const lineTrainings = pgTable(
  "line_trainings",
  {
    id: serial("id").primaryKey(),
    pilotCrewCode: text("pilot_crew_code").notNull(),
    pilotName: text("pilot_name"),
    /** FOT 1, SOT 2, CPT 3, AOC 4, INT 5, Requalification 6. */
    lineTrainingType: smallint("line_training_type").notNull(),
    /** The pilot's fleet when the line training was created: its instructors are of this fleet. */
    fleet: text("fleet"),
    startDate: date("start_date").notNull(),
    /** 1 Pilot Submit, 2 On training, 3 Completed. */
    status: smallint("status").notNull().default(1),
    /** The latest submitted file, and the latest second-stage file. */
    lastSubmit: text("last_submit"),
    secondSubmit: text("second_submit"),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true }),
    lastSubmittedBy: text("last_submitted_by"),
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(pilot_crew_code || ' ' || coalesce(pilot_name, ''))`,
    ),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The history import that wrote this record (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...recordVersionColumn(),
  },
  (t) => [
    index("line_trainings_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The list always reads one tab and (usually) one type; each sort with the id tie-breaker.
    index("line_trainings_start_idx").on(t.lineTrainingType, t.status, t.startDate, t.id),
    index("line_trainings_pilot_name_idx").on(t.lineTrainingType, t.status, t.pilotName, t.id),
    index("line_trainings_crew_code_idx").on(t.pilotCrewCode, t.id),
    index("line_trainings_last_idx").on(t.lineTrainingType, t.status, t.lastSubmittedAt, t.id),
    index("line_trainings_fleet_idx").on(t.fleet, t.status),
    check("line_trainings_type_check", sql`${t.lineTrainingType} between 1 and 6`),
    check("line_trainings_status_check", sql`${t.status} between 1 and 3`),
  ],
);

/** Every submitted form of a line training (part2 §3 submission record), with the SHA-256 of its bytes. */
export const lineTrainingSubmissions = pgTable(
  "line_training_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineTrainingId: integer("line_training_id")
      .notNull()
      .references(() => lineTrainings.id, { onDelete: "cascade" }),
    formOrder: smallint("form_order").notNull(),
    crewCode: text("crew_code"),
    fullName: text("full_name"),
    namePosition: smallint("name_position"),
    fileKey: text("file_key").notNull(),
    fileSha256: text("file_sha256").notNull(),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("line_training_submissions_training_idx").on(t.lineTrainingId, t.submittedAt),
    index("line_training_submissions_file_idx").on(t.fileKey),
    check("line_training_submissions_order_check", sql`${t.formOrder} in (1, 2)`),
  ],
);

/** The files the line trainings name (the orphan sweep keeps them). */
export const lineTrainingFiles = fileColumns("line trainings", lineTrainings, [
  lineTrainings.lastSubmit,
  lineTrainings.secondSubmit,
]);
export const lineTrainingSubmissionFiles = fileColumns("line training submissions", lineTrainingSubmissions, [
  lineTrainingSubmissions.fileKey,
]);
