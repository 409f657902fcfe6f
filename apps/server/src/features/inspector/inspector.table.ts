import { bigserial, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Read access of an inspector account to chosen pilots or one fleet, for a time window (issue 29
 * item 3, ADR 1065). Never deleted: a revoke stamps `revoked_at`, so the log keeps its grant.
 */
export const inspectorGrants = pgTable(
  "inspector_grants",
  {
    id: serial("id").primaryKey(),
    inspectorId: integer("inspector_id").notNull(),
    /** The pilots granted, or null when the grant is a fleet. */
    pilotIds: integer("pilot_ids").array(),
    fleet: text("fleet"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    note: text("note"),
    grantedBy: integer("granted_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by"),
  },
  (t) => [index("inspector_grants_inspector_idx").on(t.inspectorId, t.endsAt)],
);

/** Every pilot's file an inspector opened, with the call and the grant it was opened under. */
export const inspectorAccessLog = pgTable(
  "inspector_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    grantId: integer("grant_id").notNull(),
    inspectorId: integer("inspector_id").notNull(),
    pilotId: integer("pilot_id").notNull(),
    /** The call, as its path under /api/v1 (`training_file/get_timeline`, …). */
    action: text("action").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspector_access_log_opened_idx").on(t.openedAt),
    index("inspector_access_log_inspector_id_idx").on(t.inspectorId, t.id),
  ],
);
