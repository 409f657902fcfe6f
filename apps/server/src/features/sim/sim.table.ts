import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
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
import { fileColumns } from "../../lib/files/file-references";
import { users } from "../user/user.table";

/**
 * One SIM session (part2 §3): two sessions (A and B) with their date-time, place and instructor,
 * and the two pilots. Crew codes and names are kept as written (names from the pilot rows at
 * write time), so the list sorts and searches one table; the placeholder 0000 has no name (ADR 0401).
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each sort of the list (ADR 0403) with the id tie-breaker, so a page is read off an index.
    index("sim_sessions_instructor_name_idx").on(t.simaInstructorName, t.id),
    index("sim_sessions_pilot_name_idx").on(t.firstPilotName, t.id),
    index("sim_sessions_date_time_idx").on(t.sessionaDateTime, t.id),
    index("sim_sessions_place_idx").on(t.sessionaPlace, t.id),
    // Session B's time: the conflict check and the calendar look sessions up by either time.
    index("sim_sessions_sessionb_idx").on(t.sessionbDateTime),
    // "Sessions I am on": one index per seat, combined by a bitmap OR.
    index("sim_sessions_first_pilot_idx").on(t.firstPilotCrewCode),
    index("sim_sessions_second_pilot_idx").on(t.secondPilotCrewCode),
    index("sim_sessions_sima_idx").on(t.simaInstructorCrewCode),
    index("sim_sessions_simb_idx").on(t.simbInstructorCrewCode),
    index("sim_sessions_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Every character and pair of characters of the search text: a keyword too short for a trigram
    // is one of them, looked up here when it is rare (migration 0025, ADR 0415).
    index("sim_sessions_search_grams").using("gin", sql`short_grams(${t.searchText})`),
    check(
      "sim_sessions_places_check",
      sql`${t.sessionaPlace} in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500') and ${t.sessionbPlace} in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500')`,
    ),
  ],
);

/**
 * One pilot's form on a session (part2 §3 first_pilot / second_pilot): the SIM form with its status
 * and three submissions, the downloaded flag, the CAAV form and e-learning. The workflow of the
 * next issue moves these; this issue creates them in the Initial state with the session.
 */
export const simForms = pgTable(
  "sim_forms",
  {
    id: serial("id").primaryKey(),
    simId: integer("sim_id")
      .notNull()
      .references(() => simSessions.id, { onDelete: "cascade" }),
    /** 1 first pilot, 2 second pilot (part2 §3). */
    pilotOrder: smallint("pilot_order").notNull(),
    /** The SIM form status, 1 … 6 (ADR 0400); `status` so the workflow engine can move it. */
    status: smallint("form_status").notNull().default(1),
    firstSubmit: text("first_submit"),
    secondSubmit: text("second_submit"),
    thirdSubmit: text("third_submit"),
    /** 1 no, 2 yes: the third submission was downloaded. */
    downloadedFlag: smallint("downloaded_flag").notNull().default(1),
    caavForm: text("caav_form"),
    caavFormStatus: smallint("caav_form_status").notNull().default(1),
    elearningCompletion: boolean("elearning_completion").notNull().default(false),
    elearningClue: text("elearning_clue"),
    elearningCompletedAt: timestamp("elearning_completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sim_forms_sim_pilot_key").on(t.simId, t.pilotOrder),
    check("sim_forms_pilot_order_check", sql`${t.pilotOrder} in (1, 2)`),
    check("sim_forms_status_check", sql`${t.status} between 1 and 6`),
    check("sim_forms_downloaded_check", sql`${t.downloadedFlag} in (1, 2)`),
    check("sim_forms_caav_status_check", sql`${t.caavFormStatus} between 1 and 3`),
  ],
);

/**
 * Every file submitted to a form, kept when a later upload replaces it (the form row holds the
 * current one): stage 1–3 of the SIM form, the CAAV form or the e-learning certificate, with who,
 * when and the SHA-256 of the bytes.
 */
export const simFormSubmissions = pgTable(
  "sim_form_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => simForms.id, { onDelete: "cascade" }),
    /** "sim" (with form_order 1–3), "caav" or "elearning". */
    kind: text("kind").notNull(),
    formOrder: smallint("form_order"),
    fileKey: text("file_key").notNull(),
    fileSha256: text("file_sha256").notNull(),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sim_form_submissions_form_idx").on(t.formId, t.submittedAt),
    check("sim_form_submissions_kind_check", sql`${t.kind} in ('sim', 'caav', 'elearning')`),
  ],
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

/** The files the forms name now, and every file ever submitted (the orphan sweep keeps them). */
export const simFormFiles = fileColumns("SIM forms", simForms, [
  simForms.firstSubmit,
  simForms.secondSubmit,
  simForms.thirdSubmit,
  simForms.caavForm,
  simForms.elearningClue,
]);
export const simSubmissionFiles = fileColumns("SIM form submissions", simFormSubmissions, [
  simFormSubmissions.fileKey,
]);
