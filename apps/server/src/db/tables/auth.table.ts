import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
    /** When the session last made a call (kept to the nearest few minutes); null: not since it opened. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /**
     * The account must enrol a second factor before anything else: the session reaches only its own
     * account, sign-out and the enrolment calls until it has.
     */
    enrolmentOnly: boolean("enrolment_only").notNull().default(false),
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

/** An account's authenticator app (TOTP, RFC 6238): its secret sealed with the server's key. */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, AES-GCM sealed (lib/crypto `seal`). */
  secret: text("secret").notNull(),
  /** Null until the first code confirms the enrolment; only a confirmed factor is asked for. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The time step of the last code accepted: a code is used once, even inside its window. */
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per account, shown once, stored hashed. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** An account's passkeys (WebAuthn credentials): a second factor, or the whole sign-in. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential's id (base64url). */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The COSE public key (base64url). */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    /** The name the account gave it ("iPad", "YubiKey"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * One step of a sign-in or an enrolment in progress: after the password, the ticket that the second
 * factor completes; a WebAuthn challenge. Single-use, five minutes, stored hashed.
 */
export const signInSteps = pgTable(
  "sign_in_steps",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    /** Null for a passwordless passkey sign-in, whose account the passkey names. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** `second_factor`, `passkey_sign_in` or `passkey_enrol`. */
    purpose: text("purpose").notNull(),
    /** The WebAuthn challenge (base64url) of a passkey step. */
    challenge: text("challenge"),
    /** The trusted-device id the password step came with. */
    device: text("device"),
    /** Codes tried with this ticket: past the cap the ticket is spent, however fast they came. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_steps_expires_idx").on(t.expiresAt)],
);
