import { type MailOutboxCounts, MailOutboxStatus } from "@trms/shared";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listCounters } from "../../db/tables/list-counters.table";
import { mailOutbox } from "../../db/tables/mail-outbox.table";

/** How deep the outbox is, for the metrics and the System page. */
export interface MailOutboxDepth {
  /** Mails waiting to be sent or being sent now. */
  pending: number;
  /** Mails that used every try and wait for an administrator. */
  failed: number;
  /** How long the oldest waiting mail has waited, in seconds; 0 when none waits. */
  oldestPendingAgeSeconds: number;
  /** When the oldest waiting mail was queued; null when none waits. */
  oldestPendingAt: Date | null;
}

/**
 * The mails in each state and the oldest waiting one, in one statement: the mails not sent read
 * off the state index, the sent ones as the table's kept total less those, so the bulk
 * of a long queue, its sent mail, is never read.
 */
async function outboxStates(db: Database) {
  const waiting = sql`${mailOutbox.status} in (${MailOutboxStatus.PENDING}, ${MailOutboxStatus.SENDING})`;
  const inState = (status: MailOutboxStatus) =>
    sql<number>`count(*) filter (where ${mailOutbox.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total:
        sql<number>`(select ${listCounters.total} from ${listCounters} where ${listCounters.tableName} = 'mail_outbox')`.mapWith(
          Number,
        ),
      pending: inState(MailOutboxStatus.PENDING),
      sending: inState(MailOutboxStatus.SENDING),
      failed: inState(MailOutboxStatus.FAILED),
      oldest:
        sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${waiting})), 0)`.mapWith(
          Number,
        ),
      oldestAt: sql<
        number | null
      >`extract(epoch from min(${mailOutbox.createdAt}) filter (where ${waiting}))::float8`,
    })
    .from(mailOutbox)
    .where(
      inArray(mailOutbox.status, [
        MailOutboxStatus.PENDING,
        MailOutboxStatus.SENDING,
        MailOutboxStatus.FAILED,
      ]),
    );
  const pending = row?.pending ?? 0;
  const sending = row?.sending ?? 0;
  const failed = row?.failed ?? 0;
  return {
    counts: { pending, sending, sent: (row?.total ?? 0) - pending - sending - failed, failed },
    oldest: row?.oldest ?? 0,
    oldestAt: row?.oldestAt ?? null,
  };
}

/** How many mails stand in each state (the administrator's outbox list). */
export async function mailOutboxCounts(db: Database): Promise<MailOutboxCounts> {
  return (await outboxStates(db)).counts;
}

/** The outbox's depth, in one statement on its state index. */
export async function mailOutboxDepth(db: Database): Promise<MailOutboxDepth> {
  const { counts, oldest, oldestAt } = await outboxStates(db);
  return {
    pending: counts.pending + counts.sending,
    failed: counts.failed,
    oldestPendingAgeSeconds: Math.max(0, Math.floor(oldest)),
    oldestPendingAt: oldestAt === null ? null : new Date(Number(oldestAt) * 1000),
  };
}
