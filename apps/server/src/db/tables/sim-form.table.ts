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
import { fileColumns } from "./file-references";
import { recordVersionColumn } from "./record-version";
import { simSessions } from "./sim.table";
import { users } from "./user.table";

/**
 * One pilot's form on a session (part2 §3 first_pilot / second_pilot): the SIM form with its status
 * and three submissions, the downloaded flag, the CAAV form and e-learning. The SIM sessions feature
 * creates them in the Initial state with the session; the SIM form workflow moves them.
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
    /** The SIM form status, 1 … 6; `status` so the workflow engine can move it. */
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
    ...recordVersionColumn(),
  },
  (t) => [
    uniqueIndex("sim_forms_sim_pilot_key").on(t.simId, t.pilotOrder),
    // Forms by status: the few not yet Completed among years of finished ones, for the dashboard's
    // waiting forms and My tasks.
    index("sim_forms_status_idx").on(t.status),
    // A session's forms not yet Completed (5): My tasks looks up the caller's sessions' open forms
    // here.
    index("sim_forms_open_sim_idx").on(t.simId).where(sql`${t.status} <> 5`),
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
