import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./user.table";

/**
 * Every mail the product sends (ADR 1045): written in the transaction of the change that causes
 * it, so a change that commits has its mail queued and one that rolls back has none; sent after
 * the commit by whichever instance claims it first, retried with a growing delay, and kept as
 * failed after the last try for an administrator to see and retry.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** What caused it (MAIL_KINDS: the workflow, the reset link, the expiry alert). */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    /** The account it goes to, when it is one; null once that account is deleted. */
    recipientId: integer("recipient_id").references(() => users.id, { onDelete: "set null" }),
    /** The recipient's language the mail was written in. */
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    /** The text, or for a `sealed` mail the text encrypted with the server's secret. */
    body: text("body").notNull(),
    /** The text holds a secret (a reset link): the database alone must not reveal it. */
    sealed: boolean("sealed").notNull().default(false),
    /** MailOutboxStatus: 1 pending, 2 sending, 3 sent, 4 failed. */
    status: smallint("status").notNull().default(1),
    /** Tries started so far, counted when a sender claims the mail. */
    attempts: smallint("attempts").notNull().default(0),
    /** A pending mail is not tried before this time. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the sender talking to the mail server: its token and until when it holds. */
    claimToken: uuid("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** After this a mail is not sent any more (a reset link that has expired). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // What a sender claims: the pending mails that are due, and claims that ran out.
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 1`),
    index("mail_outbox_claimed_idx").on(t.claimedUntil).where(sql`${t.status} = 2`),
    // The administrator's list by state, newest first, and the depth (oldest pending).
    index("mail_outbox_status_created_idx").on(t.status, t.createdAt),
    index("mail_outbox_created_id_idx").on(t.createdAt, t.id),
    // The list's keyword, a part of the recipient or the subject (the repository's expression).
    index("mail_outbox_search_trgm").using(
      "gin",
      sql`lower(${t.recipient} || ' ' || ${t.subject}) gin_trgm_ops`,
    ),
    check("mail_outbox_status_check", sql`${t.status} in (1, 2, 3, 4)`),
  ],
);
