import type { MailOutboxListInput, MailOutboxListReply } from "@trms/shared";
import { mailOutboxCounts } from "../../../lib/mail-outbox/depth";
import type { CallArgs } from "../../../lib/routes";
import { mailOutboxPage, toMailOutboxRow } from "../mail-outbox.repository";

/** `system/get_mail_outbox`: one page of the queue, with how many mails stand in each state. */
export async function getMailOutbox({
  app,
  body,
}: CallArgs<MailOutboxListInput>): Promise<MailOutboxListReply> {
  const { settings } = app.outbox;
  const db = app.database.db;
  const [page, counts] = await Promise.all([mailOutboxPage(db, body), mailOutboxCounts(db)]);
  return {
    mail_outbox: page.rows.map((row) => toMailOutboxRow(row, settings.maxAttempts)),
    total: page.total,
    counts,
    kept_days: settings.keepDays,
  };
}
