import { MailOutboxStatus, type RetryMailInput, type RetryMailReply } from "@trms/shared";
import type { Database } from "../../../db/client";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { mailOutboxById, requeueMail, toMailOutboxRow } from "../mail-outbox.repository";

/**
 * `system/retry_mail`: a failed mail back to the queue for a new round of tries, with an audit row;
 * the sender is woken once it has committed. Only a failed mail whose link has not expired moves.
 */
export async function retryMail({ app, actor, body }: CallArgs<RetryMailInput>): Promise<RetryMailReply> {
  const row = await app.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const before = await mailOutboxById(tx, body.id);
    if (!before) throw notFound();
    const moved = await requeueMail(tx, body.id);
    if (!moved)
      throw new AppError(
        "CONFLICT",
        before.status === MailOutboxStatus.FAILED ? "mail_outbox_expired" : "mail_outbox_not_failed",
      );
    await auditRepository(tx).record({
      entity: "mail_outbox",
      entityId: moved.id,
      action: "retry",
      actorId: actor.id,
      changes: { status: [before.status, moved.status], attempts: [before.attempts, moved.attempts] },
    });
    return moved;
  });
  app.outbox.kick();
  return toMailOutboxRow(row, app.outbox.settings.maxAttempts);
}
