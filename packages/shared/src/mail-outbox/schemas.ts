import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import { MAIL_KINDS, MAIL_OUTBOX_STATUSES, type MailOutboxStatus } from "./constants";

/** `system/get_mail_outbox`: the queue, newest first, by status, kind, recipient or subject and day. */
export const mailOutboxListSchema = listRequestSchema({
  defaultPageCount: 25,
  maxPageCount: 100,
  filters: {
    status: z.coerce
      .number({ error: "field_invalid" })
      .refine((value) => (MAIL_OUTBOX_STATUSES as number[]).includes(value), { error: "field_invalid" })
      .transform((value) => value as MailOutboxStatus)
      .optional(),
    kind: z.enum(MAIL_KINDS, { error: "field_invalid" }).optional(),
  },
});
export type MailOutboxListInput = z.infer<typeof mailOutboxListSchema>;

/** One queued mail as the administrator sees it: never its text, which may hold a reset link. */
export const mailOutboxRowSchema = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  /** The language the mail is written in: the recipient's. */
  language: z.string(),
  subject: z.string(),
  status: z.number(),
  attempts: z.number(),
  /** How many tries it gets before it stays failed. */
  max_attempts: z.number(),
  /** The mail server's or the network's last answer, null until a try fails. */
  last_error: z.string().nullable(),
  /** When a pending mail is tried next; null once it is sent or failed. */
  next_attempt_at: dateTimeText.nullable(),
  created_at: dateTimeText,
  sent_at: dateTimeText.nullable(),
});
export type MailOutboxRow = z.infer<typeof mailOutboxRowSchema>;

/** How many mails stand in each state, the sent ones of the kept days only. */
export const mailOutboxCountsSchema = z.object({
  pending: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type MailOutboxCounts = z.infer<typeof mailOutboxCountsSchema>;

/** `system/get_mail_outbox`: one page, the number of every match, and the queue's counts by state. */
export const mailOutboxListReplySchema = z.object({
  mail_outbox: z.array(mailOutboxRowSchema),
  total: z.number(),
  counts: mailOutboxCountsSchema,
  /** How many days sent mails stay listed before they are cleared away. */
  kept_days: z.number(),
});
export type MailOutboxListReply = z.infer<typeof mailOutboxListReplySchema>;

/** `system/retry_mail`: a failed mail back to the queue for a new round of tries. */
export const retryMailSchema = z.strictObject({ id: recordIdSchema });
export type RetryMailInput = z.infer<typeof retryMailSchema>;
export const retryMailReplySchema = mailOutboxRowSchema;
export type RetryMailReply = z.infer<typeof retryMailReplySchema>;
