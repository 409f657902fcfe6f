import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pilots } from "./pilot.table";
import { users } from "./user.table";

/**
 * What each expiry alert was about and to whom: one row per validity a mail named.
 * The unique key (kind, recipient, pilot, validity, last valid day, threshold) is what makes "once"
 * hold whoever runs: the rows are written in the transaction that queues their mail in the outbox,
 * which sends it after the commit however long the mail server is down.
 */
export const expiryAlertLog = pgTable(
  "expiry_alert_log",
  {
    id: serial("id").primaryKey(),
    /** `pilot`: the pilot's own alert; `digest`: a line of a fleet manager's summary. */
    kind: text("kind").notNull(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pilotId: integer("pilot_id")
      .notNull()
      .references(() => pilots.id, { onDelete: "cascade" }),
    /** The ledger validity key (to_ldg, sim, elearning, line_check). */
    validity: text("validity").notNull(),
    /** The last valid day the alert was about: a renewed validity has a new one and alerts again. */
    validUntil: date("valid_until").notNull(),
    threshold: smallint("threshold").notNull(),
    /** The rows of one mail share this id. */
    mailId: uuid("mail_id").notNull(),
    /** The airline day of the run that sent it (a manager gets at most one summary a day). */
    day: date("day").notNull(),
    /** When the lines were logged and their mail queued. */
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("expiry_alert_log_once_key").on(
      t.kind,
      t.recipientId,
      t.pilotId,
      t.validity,
      t.validUntil,
      t.threshold,
    ),
    index("expiry_alert_log_pilot_idx").on(t.pilotId, t.validUntil),
    index("expiry_alert_log_recipient_day_idx").on(t.recipientId, t.kind, t.day),
    index("expiry_alert_log_mail_idx").on(t.mailId),
    check("expiry_alert_log_kind_check", sql`${t.kind} in ('pilot', 'digest')`),
    check("expiry_alert_log_threshold_check", sql`${t.threshold} in (30, 7)`),
  ],
);
