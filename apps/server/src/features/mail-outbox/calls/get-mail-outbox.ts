import type { MailOutboxListInput, MailOutboxListReply } from "@trms/shared";
import type { MailOutboxContext } from "../mail-outbox.context";
import { toMailOutboxRow } from "../mail-outbox.repository";

/** `system/get_mail_outbox`: one page of the queue, with how many mails stand in each state. */
export async function getMailOutbox(
  ctx: MailOutboxContext,
  input: MailOutboxListInput,
): Promise<MailOutboxListReply> {
  const { settings } = ctx.outbox;
  const [page, counts] = await Promise.all([ctx.repo.list(input), ctx.repo.counts()]);
  return {
    mail_outbox: page.rows.map((row) => toMailOutboxRow(row, settings.maxAttempts)),
    total: page.total,
    counts,
    kept_days: settings.keepDays,
  };
}
