import { type MailKind, type MailOutboxListInput, type MailOutboxRow, MailOutboxStatus } from "@trms/shared";
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/tables/mail-outbox.table";
import { countAll, listConditions, pagedQuery, tableTotal } from "../../lib/sql";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The columns a listed mail is shown with: never its text, which the list does not read. */
const listedColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  language: mailOutbox.language,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
type ListedMail = Pick<OutboxRow, keyof typeof listedColumns>;

/** A queued mail as the administrator sees it: never its text. */
export const toMailOutboxRow = (row: ListedMail, maxAttempts: number): MailOutboxRow => ({
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

/**
 * One page of the queue, newest first unless asked otherwise, by state, kind, recipient or
 * subject and the day it was queued (airline days), paged and counted in SQL through prepared
 * shapes: the page's keys off the `(created_at, id)` index, then only its rows read;
 * the unfiltered total from the counter kept by the table's triggers.
 */
export async function mailOutboxPage(
  db: Database,
  input: MailOutboxListInput,
): Promise<{ rows: ListedMail[]; total: number }> {
  const list = listConditions("mail_outbox.list");
  const { filters, date_range: range } = input;
  if (filters.status) list.add("status", filters.status, (p) => eq(mailOutbox.status, p));
  if (filters.kind) list.add("kind", filters.kind, (p) => eq(mailOutbox.kind, p));
  if (input.keyword)
    list.keyword(input.keyword, (contains) =>
      contains(sql`lower(${mailOutbox.recipient} || ' ' || ${mailOutbox.subject})`),
    );
  if (range?.start_date)
    list.add("start", range.start_date, (p) =>
      gte(mailOutbox.createdAt, sql`(${p}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`),
    );
  if (range?.end_date)
    list.add("end", range.end_date, (p) =>
      lt(mailOutbox.createdAt, sql`((${p}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`),
    );
  const page = await pagedQuery({
    db,
    rows: () => db.select(listedColumns).from(mailOutbox).$dynamic(),
    ids: () => db.select({ id: mailOutbox.id }).from(mailOutbox).where(list.where()).$dynamic(),
    key: mailOutbox.id,
    page: input,
    sort: { columns: {}, fallback: mailOutbox.createdAt, tiebreak: mailOutbox.id, sortAfterSearch: true },
    count: () =>
      list.empty
        ? tableTotal(db, mailOutbox)
        : db.select({ total: countAll() }).from(mailOutbox).where(list.where()),
    prepared: list.prepared(),
  });
  return { rows: page.rows, total: page.total };
}

export async function mailOutboxById(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * A failed mail back to pending with a new round of tries, due now: one conditional update, so
 * of two administrators retrying at once one moves it. A mail whose link has expired stays.
 */
export async function requeueMail(db: Database, id: number): Promise<OutboxRow | undefined> {
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
}
