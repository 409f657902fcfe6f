import { MailOutboxStatus } from "@trms/shared";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "./mail-outbox.table";

/** How deep the outbox is, for the metrics and the System page (issue 28 item 3). */
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

/** The outbox's depth, in one statement on its state index. */
export async function mailOutboxDepth(db: Database): Promise<MailOutboxDepth> {
  const waiting = sql`${mailOutbox.status} in (${MailOutboxStatus.PENDING}, ${MailOutboxStatus.SENDING})`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = ${MailOutboxStatus.FAILED})`.mapWith(
        Number,
      ),
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
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingAgeSeconds: Math.max(0, Math.floor(row?.oldest ?? 0)),
    oldestPendingAt:
      row?.oldestAt === null || row?.oldestAt === undefined ? null : new Date(Number(row.oldestAt) * 1000),
  };
}
