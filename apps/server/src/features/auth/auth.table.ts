import { sql } from "drizzle-orm";
import {
  boolean,
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

/** Every account that signs in: admins, staff users, instructors and pilots. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: smallint("role").notNull(),
    fleet: text("fleet"),
    avatar: text("avatar"),
    /** The super administrator flag (spec: is_admin). */
    isAdmin: boolean("is_admin").notNull().default(false),
    /** 1 active, 0 blocked/deactivated. */
    status: smallint("status").notNull().default(1),
    managementRole: integer("management_role").array().notNull().default(sql`'{}'::integer[]`),
    passwordSalt: text("password_salt").notNull(),
    /** argon2id of sha256hex(sha256hex(password) + salt). */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_role_idx").on(t.role, t.id),
    // Keyword search with ILIKE '%…%' over 100 000 rows needs trigram indexes.
    index("users_full_name_trgm").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("users_email_trgm").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

/** Account avatars, pilots' included (the orphan sweep keeps every file named here). */
export const avatarFiles = fileColumns("avatars", users, [users.avatar]);

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
    /** The trusted-device id the failed attempt came with, if any (ADR 0050). */
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
