import { MailOutboxStatus, type RetryMailInput, type RetryMailReply, type SessionUser } from "@trms/shared";
import type { Database } from "../../../db/client";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import type { MailOutboxContext } from "../mail-outbox.context";
import { mailOutboxRepository, toMailOutboxRow } from "../mail-outbox.repository";

/**
 * `system/retry_mail`: a failed mail back to the queue for a new round of tries, with an audit row;
 * the sender is woken once it has committed. Only a failed mail whose link has not expired moves.
 */
export async function retryMail(
  ctx: MailOutboxContext,
  actor: SessionUser,
  input: RetryMailInput,
): Promise<RetryMailReply> {
  const row = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const before = await mailOutboxRepository(tx).byId(input.id);
    if (!before) throw notFound();
    const moved = await mailOutboxRepository(tx).requeue(input.id);
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
  ctx.outbox.kick();
  return toMailOutboxRow(row, ctx.outbox.settings.maxAttempts);
}
