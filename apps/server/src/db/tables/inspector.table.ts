import { bigserial, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Read access of an inspector account to chosen pilots or one fleet, for a time window.
 * Never deleted: a revoke stamps `revoked_at`, so the log keeps its grant. The
 * window is the days chosen, first and last, in airline time.
 */
export const inspectorGrants = pgTable(
  "inspector_grants",
  {
    id: serial("id").primaryKey(),
    inspectorId: integer("inspector_id").notNull(),
    /** The pilots granted, or null when the grant is a fleet. */
    pilotIds: integer("pilot_ids").array(),
    fleet: text("fleet"),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    note: text("note"),
    grantedBy: integer("granted_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by"),
  },
  (t) => [index("inspector_grants_inspector_idx").on(t.inspectorId, t.endsOn)],
);

/**
 * Every pilot's file an inspector opened, with the call and the grant it was opened under, and
 * every call of an inspector that was refused, with why.
 */
export const inspectorAccessLog = pgTable(
  "inspector_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The grant it was opened under, or the one a refusal concerns; null when none does. */
    grantId: integer("grant_id"),
    inspectorId: integer("inspector_id").notNull(),
    /** The pilot the call named; null when it named none, or one that does not exist. */
    pilotId: integer("pilot_id"),
    /** The call, as its path under /api/v1 (`training_file/get_timeline`, …). */
    action: text("action").notNull(),
    /** The stored file the call opened, by its name. */
    fileName: text("file_name"),
    /** Why the call was refused (`InspectorRefusal`); null when it was answered. */
    refused: text("refused"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspector_access_log_opened_idx").on(t.openedAt),
    index("inspector_access_log_inspector_id_idx").on(t.inspectorId, t.id),
  ],
);
