import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./user.table";

export const sessions = pgTable(
  "sessions",
  {
    jti: text("jti").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** How the account proved who it is: `password`, or `oidc` (its identity provider). */
    method: text("method").notNull().default("password"),
    /** The provider's ID token of an `oidc` session: the hint its sign-out at the provider sends. */
    idToken: text("id_token"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use sign-in codes (5 minutes), kept hashed. */
export const loginCodes = pgTable(
  "login_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("login_codes_expires_idx").on(t.expiresAt)],
);

/** Failed sign-ins, counted per account and per address inside a sliding window. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    /** The trusted-device id the failed attempt came with, if any. */
    device: text("device"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.at),
    index("login_failures_ip_idx").on(t.ip, t.at),
    index("login_failures_device_idx").on(t.device, t.at),
  ],
);

/** Password-reset links: random, single-use, one hour, stored hashed. */
export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
