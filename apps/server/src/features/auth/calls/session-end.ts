import type { EndSessionInput, EndSessionReply, SessionUser } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { endLiveSession } from "../auth.sessions.repository";
import { logout } from "./logout";

export interface SessionEndArgs {
  app: AppDeps;
  actor: SessionUser;
  body: EndSessionInput;
  /** The session of the call: ending it signs the caller out. */
  currentJti: string | null;
}

/**
 * `auth/sessions/end`: one of the caller's own live sessions ends now, with an audit row; another
 * account's session, or one already ended, reads as missing. The caller's own session ends as
 * `auth/logout` ends it, with the identity provider's sign-out where it has one.
 */
export async function sessionEnd({ app, actor, body, currentJti }: SessionEndArgs): Promise<EndSessionReply> {
  const ended = await app.database.db.transaction(async (tx) => {
    const session = await endLiveSession(tx, actor.id, body.id, new Date());
    if (!session) throw notFound();
    await auditRepository(tx).record({
      entity: "session",
      entityId: actor.id,
      action: "end",
      actorId: actor.id,
      changes: {
        account: actor.email,
        method: session.method,
        ip: session.ip,
        user_agent: session.userAgent,
      },
    });
    return session;
  });
  if (ended.jti !== currentJti) return { current: false, end_session_url: null };
  const signedOut = await logout({ app, jti: ended.jti });
  return { current: true, end_session_url: signedOut.end_session_url };
}
