import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
 * One line check (part2 §3): a pilot checked by an instructor on a date over some sectors, with the
 * pilot's first form, the instructor's second, the status (`status`, so the workflow engine moves
 * it), the downloaded flag of the second form and the pilot's read-documents confirmation. Crew
 * codes and names are kept as written (names from the pilot rows at write time), so the list sorts
 * and searches one table.
 */
export const lineChecks = pgTable(
  "line_checks",
  {
    id: serial("id").primaryKey(),
    pilotCrewCode: text("pilot_crew_code").notNull(),
    pilotName: text("pilot_name"),
    instructorCrewCode: text("instructor_crew_code").notNull(),
    instructorName: text("instructor_name"),
    lineCheckDate: timestamp("line_check_date", { withTimezone: true }).notNull(),
    lineCheckSectors: text("line_check_sectors").notNull(),
    note: text("note"),
    firstSubmit: text("first_submit"),
    secondSubmit: text("second_submit"),
    /** 1 Initial, 2 Pilot Submitted, 3 Instructor Submitted, 4 Completed (part2 §4). */
    status: smallint("line_check_status").notNull().default(1),
    /** 1 no, 2 yes: the second form was downloaded. */
    downloadedFlag: smallint("downloaded_flag").notNull().default(1),
    documentCompletion: boolean("linecheck_document_completion").notNull().default(false),
    documentCompletedAt: timestamp("linecheck_document_completed_at", { withTimezone: true }),
    /** Everything the keyword search looks in, lower-cased, under one trigram index. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(pilot_crew_code || ' ' || coalesce(pilot_name, '') || ' ' || instructor_crew_code || ' ' || coalesce(instructor_name, '') || ' ' || line_check_sectors || ' ' || coalesce(note, ''))`,
    ),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The history import that wrote this record (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...recordVersionColumn(),
  },
  (t) => [
    // Each sort of the list with the id tie-breaker, so a page is read off an index.
    index("line_checks_instructor_name_idx").on(t.instructorName, t.id),
    index("line_checks_pilot_name_idx").on(t.pilotName, t.id),
    index("line_checks_date_idx").on(t.lineCheckDate, t.id),
    index("line_checks_status_idx").on(t.status, t.id),
    // "My line checks": the pilot's (also the latest one, for the reading prompt) and the instructor's.
    index("line_checks_pilot_idx").on(t.pilotCrewCode, t.lineCheckDate),
    index("line_checks_instructor_idx").on(t.instructorCrewCode),
    index("line_checks_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("line_checks_status_check", sql`${t.status} between 1 and 4`),
    check("line_checks_downloaded_check", sql`${t.downloadedFlag} in (1, 2)`),
  ],
);

/** The files the line checks name now (every earlier one is named by its history step). */
export const lineCheckFiles = fileColumns("line checks", lineChecks, [
  lineChecks.firstSubmit,
  lineChecks.secondSubmit,
]);
