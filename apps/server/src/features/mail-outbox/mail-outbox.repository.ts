import {
  type MailKind,
  type MailOutboxCounts,
  type MailOutboxListInput,
  type MailOutboxRow,
  MailOutboxStatus,
} from "@trms/shared";
import { and, asc, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../lib/mail-outbox/mail-outbox.table";
import { countAll, escapeLike } from "../../lib/sql";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A queued mail as the administrator sees it: never its text. */
export const toMailOutboxRow = (row: OutboxRow, maxAttempts: number): MailOutboxRow => ({
  id: row.id,
  kind: row.kind as MailKind,
  recipient: row.recipient,
  language: row.language,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  max_attempts: maxAttempts,
  last_error: row.lastError,
  next_attempt_at: row.status === MailOutboxStatus.PENDING ? row.nextAttemptAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

/** The outbox as the administrator's calls read and change it (ADR 1045). */
export function mailOutboxRepository(db: Database) {
  return {
    /**
     * One page of the queue, newest first unless asked otherwise, by state, kind, recipient or
     * subject and the day it was queued (airline days), paged and counted in SQL.
     */
    async list(input: MailOutboxListInput): Promise<{ rows: OutboxRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (input.filters.status) conditions.push(eq(mailOutbox.status, input.filters.status));
      if (input.filters.kind) conditions.push(eq(mailOutbox.kind, input.filters.kind));
      if (input.keyword)
        conditions.push(
          sql`lower(${mailOutbox.recipient} || ' ' || ${mailOutbox.subject}) like ${`%${escapeLike(input.keyword.toLowerCase())}%`}`,
        );
      const range = input.date_range;
      if (range?.start_date)
        conditions.push(
          gte(
            mailOutbox.createdAt,
            sql`(${range.start_date}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`,
          ),
        );
      if (range?.end_date)
        conditions.push(
          lt(
            mailOutbox.createdAt,
            sql`((${range.end_date}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`,
          ),
        );
      const where = and(...conditions);
      const order = input.order === "+" ? asc : desc;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(order(mailOutbox.createdAt), order(mailOutbox.id))
          .limit(input.page_count)
          .offset((input.page_number - 1) * input.page_count),
        db.select({ total: countAll() }).from(mailOutbox).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** How many mails stand in each state. */
    async counts(): Promise<MailOutboxCounts> {
      const rows = await db
        .select({ status: mailOutbox.status, n: countAll() })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const of = (status: MailOutboxStatus) => rows.find((row) => row.status === status)?.n ?? 0;
      return {
        pending: of(MailOutboxStatus.PENDING),
        sending: of(MailOutboxStatus.SENDING),
        sent: of(MailOutboxStatus.SENT),
        failed: of(MailOutboxStatus.FAILED),
      };
    },

    async byId(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    /**
     * A failed mail back to pending with a new round of tries, due now: one conditional update, so
     * of two administrators retrying at once one moves it. A mail whose link has expired stays.
     */
    async requeue(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: MailOutboxStatus.PENDING, attempts: 0, nextAttemptAt: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, MailOutboxStatus.FAILED),
            or(isNull(mailOutbox.expiresAt), sql`${mailOutbox.expiresAt} > now()`),
          ),
        )
        .returning();
      return row;
    },
  };
}
