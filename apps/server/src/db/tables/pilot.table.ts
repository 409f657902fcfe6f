import { sql } from "drizzle-orm";
import {
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
import { users } from "./user.table";

/**
 * The position's labels in both languages, for the keyword search. A string literal, not part of the
 * template: the server's build writes a string's letters as escapes, but cannot in a tagged template,
 * and one Vietnamese letter there would make V8 keep the whole chunk two bytes a character (ADR 1094).
 */
const POSITION_SEARCH_WORDS =
  "case name_position when 0 then 'captain cơ trưởng' when 1 then 'first officer cơ phó' when 2 then 'captain in training cơ trưởng đang huấn luyện' when 3 then 'first officer in training cơ phó đang huấn luyện' else '' end";

/** A pilot's profile; the pilot signs in through the linked account (role pilot or instructor). */
export const pilots = pgTable(
  "pilots",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    crewCode: text("crew_code").notNull(),
    // Name, fleet and status are the account's, kept on the profile as well (written in the same
    // transaction) so the pilot list pages, filters and sorts on one table: ADR 0007.
    fullName: text("full_name").notNull(),
    fleet: text("fleet"),
    status: smallint("status").notNull().default(1),
    /** Everything the keyword search looks in, lower-cased, under one trigram index. */
    searchText: text("search_text").generatedAlwaysAs(
      // The position is searchable by its label in both languages (the list shows the label).
      sql`lower(coalesce(full_name, '') || ' ' || crew_code || ' ' || coalesce(fleet, '') || ' ' || coalesce(department_position, '') || ' ' || ${sql.raw(POSITION_SEARCH_WORDS)})`,
    ),
    namePosition: smallint("name_position"),
    dateOfBirth: date("date_of_birth"),
    function: text("function"),
    caavNumber: text("caav_number"),
    phoneNumber: text("phone_number"),
    identifyNumber: text("identify_number"),
    passportNumber: text("passport_number"),
    fleetPosition: text("fleet_position"),
    departmentPosition: text("department_position"),
    instructorRating: text("instructor_rating"),
    joiningDate: date("joining_date"),
    firstFlightDate: date("first_flight_date"),
    seniorityPoint: real("seniority_point"),
    base: text("base"),
    googleFormLink: text("google_form_link"),
    baseMonth: text("base_month"),
    lineCheckMonth: text("line_check_month"),
    /** The import that made this pilot and their account (an undo of it removes both); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pilots_user_key").on(t.userId),
    uniqueIndex("pilots_crew_code_key").on(t.crewCode),
    index("pilots_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Each sortable column with the id tie-breaker, so a page is read off an index.
    index("pilots_full_name_idx").on(t.fullName, t.id),
    index("pilots_position_idx").on(t.namePosition, t.id),
    index("pilots_fleet_idx").on(t.fleet, t.id),
    index("pilots_seniority_idx").on(t.seniorityPoint, t.id),
    index("pilots_first_flight_idx").on(t.firstFlightDate, t.id),
    index("pilots_status_idx").on(t.status, t.id),
    // Filters read together (migration 0040): fleet with position; the ledger's active
    // pilots by name; the active pilots of a fleet, counted off the index alone.
    index("pilots_fleet_position_idx").on(t.fleet, t.namePosition, t.id),
    index("pilots_status_name_idx").on(t.status, t.fullName, t.id),
    index("pilots_fleet_status_idx").on(t.fleet, t.status, t.id),
    index("pilots_import_batch_idx").on(t.importBatchId),
  ],
);
