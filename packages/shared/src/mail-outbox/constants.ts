/** The mail outbox: every mail the product sends, queued with its cause. */

/** Where a queued mail stands. */
export const MailOutboxStatus = {
  /** Waiting for its first try, or for its next one after a failure. */
  PENDING: 1,
  /** Claimed by one server instance, which is talking to the mail server now. */
  SENDING: 2,
  /** The mail server accepted it. */
  SENT: 3,
  /** Every try failed (or it expired unsent): it waits for an administrator to retry it. */
  FAILED: 4,
} as const;
export type MailOutboxStatus = (typeof MailOutboxStatus)[keyof typeof MailOutboxStatus];
export const MAIL_OUTBOX_STATUSES = Object.values(MailOutboxStatus) as MailOutboxStatus[];

/** What caused a mail: the workflow that mailed its next actor, the reset link, the expiry alerts. */
export const MAIL_KINDS = [
  "sim_form",
  "line_check",
  "line_training",
  "reset_password",
  "welcome",
  "expiry_alert_pilot",
  "expiry_alert_digest",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The outbox list's page sizes. */
export const MAIL_OUTBOX_PAGE_SIZES = [25, 50, 100] as const;
