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
import { fileColumns } from "./file-references";

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
    /** Workflow mails to the next actor (a SIM form awaiting one's upload); on by default. */
    mailNotifications: boolean("mail_notifications").notNull().default(true),
    /** The language the account last signed in with (vi/en): the language of the mails it gets. */
    language: text("language"),
    /**
     * When an account that must hold a second factor and holds none has to enrol: set at its first
     * sign-in under the rule (a grace period), or now when a super administrator resets its factors.
     */
    secondFactorDueAt: timestamp("second_factor_due_at", { withTimezone: true }),
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
