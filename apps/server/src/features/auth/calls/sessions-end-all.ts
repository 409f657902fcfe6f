import type { EndAllSessionsInput, EndAllSessionsReply } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { findUserById } from "../auth.repository";
import { endLiveSessions } from "../auth.sessions.repository";

/**
 * `auth/sessions/end_all`: the super administrator ends every live session of an account at once
 * (a lost phone, a departure); its tokens answer 401 from the next call. Audited with the count.
 */
export async function sessionsEndAll({
  app,
  actor,
  body,
}: CallArgs<EndAllSessionsInput>): Promise<EndAllSessionsReply> {
  const db = app.database.db;
  const target = await findUserById(db, body.user_id);
  if (!target) throw notFound();
  const ended = await db.transaction(async (tx) => {
    const count = await endLiveSessions(tx, target.id, new Date());
    await auditRepository(tx).record({
      entity: "session",
      entityId: target.id,
      action: "end_all",
      actorId: actor.id,
      changes: { account: target.email, sessions_ended: count },
    });
    return count;
  });
  return { ended };
}
