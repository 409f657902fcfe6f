import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/** Training documents of part2 §3; their files are attachments of kind "training_document". */
export const trainingDocuments = pgTable(
  "training_documents",
  {
    id: serial("id").primaryKey(),
    /** "ALL" or one fleet (A321, B787, A350, ATR72). */
    fleet: text("fleet").notNull(),
    /** Document type: SIM 0, LINE_CHECK 1, LINE_TRAINING 2, OTHERS 3. */
    trainingType: smallint("training_type").notNull(),
    documentName: text("document_name").notNull(),
    startDate: date("start_date").notNull(),
    note: text("note"),
    /** What the keyword search looks in, lower-cased, under one trigram index. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(document_name || ' ' || coalesce(note, ''))`),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_documents_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Each sort with the id tie-breaker, so a page is read off an index.
    index("training_documents_start_idx").on(t.startDate, t.id),
    index("training_documents_name_idx").on(t.documentName, t.id),
    index("training_documents_type_idx").on(t.trainingType, t.id),
    index("training_documents_fleet_idx").on(t.fleet, t.id),
    // The latest document of a type for a fleet (the folder dialog).
    index("training_documents_latest_idx").on(t.trainingType, t.fleet, t.startDate, t.id),
  ],
);
