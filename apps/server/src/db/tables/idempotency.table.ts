import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * A write sent with an `Idempotency-Key` (ADR 1580): reserved before the call runs, completed with
 * its reply when it succeeds, removed when it fails, so a retry after a lost reply answers the first
 * result again and never writes twice. Keyed by the account, so one account's keys are its own.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The call it was sent to, and a SHA-256 of what it was sent: another call or body with the key is refused. */
    route: text("route").notNull(),
    bodyHash: text("body_hash").notNull(),
    /** `pending` while the call runs (or when its outcome is unknown), `done` with its reply. */
    state: text("state").notNull(),
    reply: jsonb("reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotent_requests_created_idx").on(t.createdAt),
  ],
);
