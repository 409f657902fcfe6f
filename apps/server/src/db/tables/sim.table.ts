import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * One SIM session (part2 §3): two sessions (A and B) with their date-time, place and instructor,
 * and the two pilots. Crew codes and names are kept as written (names from the pilot rows at
 * write time), so the list sorts and searches one table; the placeholder 0000 has no name.
 */
export const simSessions = pgTable(
  "sim_sessions",
  {
    id: serial("id").primaryKey(),
    firstPilotCrewCode: text("first_pilot_crew_code").notNull(),
    firstPilotName: text("first_pilot_name"),
    secondPilotCrewCode: text("second_pilot_crew_code").notNull(),
    secondPilotName: text("second_pilot_name"),
    simaInstructorCrewCode: text("sima_instructor_crew_code").notNull(),
    simaInstructorName: text("sima_instructor_name"),
    simbInstructorCrewCode: text("simb_instructor_crew_code").notNull(),
    simbInstructorName: text("simb_instructor_name"),
    sessionaDateTime: timestamp("sessiona_date_time", { withTimezone: true }).notNull(),
    sessionaPlace: text("sessiona_place").notNull(),
    sessionbDateTime: timestamp("sessionb_date_time", { withTimezone: true }).notNull(),
    sessionbPlace: text("sessionb_place").notNull(),
    note: text("note"),
    /**
     * Everything the keyword search looks in, lower-cased, under one trigram index. Shortest and
     * most often matched first (places, then crew codes, then names and the note): a keyword that
     * matches most sessions, such as a place, is found in the first bytes of each row (ADR 0415).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(sessiona_place || ' ' || sessionb_place || ' ' || first_pilot_crew_code || ' ' || second_pilot_crew_code || ' ' || sima_instructor_crew_code || ' ' || simb_instructor_crew_code || ' ' || coalesce(first_pilot_name, '') || ' ' || coalesce(second_pilot_name, '') || ' ' || coalesce(sima_instructor_name, '') || ' ' || coalesce(simb_instructor_name, '') || ' ' || coalesce(note, ''))`,
    ),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The history import that wrote this record (an undo of it removes it); null otherwise. */
    importBatchId: integer("import_batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each sort of the list with the id tie-breaker, so a page is read off an index.
    index("sim_sessions_instructor_name_idx").on(t.simaInstructorName, t.id),
    index("sim_sessions_pilot_name_idx").on(t.firstPilotName, t.id),
    index("sim_sessions_date_time_idx").on(t.sessionaDateTime, t.id),
    index("sim_sessions_place_idx").on(t.sessionaPlace, t.id),
    // Session B's time: the conflict check and the calendar look sessions up by either time.
    index("sim_sessions_sessionb_idx").on(t.sessionbDateTime),
    // The day a session counts on (the later session's, at the airline; the pilot_sim_forms view's
    // session_date): the dashboard reads this month's sessions by it.
    index("sim_sessions_session_day_idx").on(
      sql`((greatest(${t.sessionaDateTime}, ${t.sessionbDateTime}) at time zone 'Asia/Ho_Chi_Minh')::date)`,
    ),
    // "Sessions I am on": one index per seat, combined by a bitmap OR.
    index("sim_sessions_first_pilot_idx").on(t.firstPilotCrewCode),
    index("sim_sessions_second_pilot_idx").on(t.secondPilotCrewCode),
    index("sim_sessions_sima_idx").on(t.simaInstructorCrewCode),
    index("sim_sessions_simb_idx").on(t.simbInstructorCrewCode),
    index("sim_sessions_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Every character and pair of characters of the search text: a keyword too short for a trigram
    // is one of them, looked up here when it is rare (migration 0025).
    index("sim_sessions_search_grams").using("gin", sql`short_grams(${t.searchText})`),
    check(
      "sim_sessions_places_check",
      sql`${t.sessionaPlace} in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500') and ${t.sessionbPlace} in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500')`,
    ),
  ],
);

/**
 * Each session's search text and session A's time, kept by the sessions' statement triggers in the
 * writing transaction (migration 0043, ADR 1100): never written by the application. A keyword that
 * matches most sessions is counted here, reading two narrow columns instead of each wide session.
 */
export const simSessionSearch = pgTable(
  "sim_session_search",
  {
    simId: integer("sim_id")
      .primaryKey()
      .references(() => simSessions.id, { onDelete: "cascade" }),
    sessionaDateTime: timestamp("sessiona_date_time", { withTimezone: true }).notNull(),
    searchText: text("search_text").notNull(),
  },
  (t) => [index("sim_session_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`)],
);

/**
 * A pilot's or instructor's calendar subscription (ADR 0404): the token is an HMAC of the user id
 * and this nonce under the server secret, so the server can show it again; only its SHA-256 is
 * looked up. Deleting the row revokes the URL.
 */
export const simCalendarTokens = pgTable(
  "sim_calendar_tokens",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    tokenSha256: text("token_sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sim_calendar_tokens_hash_key").on(t.tokenSha256)],
);
