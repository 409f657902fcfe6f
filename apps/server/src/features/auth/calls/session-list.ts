import { type Language, type SessionUser, SIGN_IN_METHODS, type SignedInDevicesReply } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { browserName } from "../auth.browser";
import { liveSessions } from "../auth.sessions.repository";

export interface SessionListArgs {
  app: AppDeps;
  actor: SessionUser;
  /** The session of the call, marked as the caller's own device. */
  currentJti: string | null;
  language: Language;
}

/** `auth/sessions`: the caller's signed-in devices (live sessions), newest first. */
export async function sessionList({
  app,
  actor,
  currentJti,
  language,
}: SessionListArgs): Promise<SignedInDevicesReply> {
  const rows = await liveSessions(app.database.db, actor.id, new Date(), currentJti);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      browser: browserName(row.userAgent, language),
      ip: row.ip,
      first_seen: row.createdAt.toISOString(),
      last_seen: (row.lastSeenAt ?? row.createdAt).toISOString(),
      // A method this build does not know is shown as the password's, never as a server fault.
      method: SIGN_IN_METHODS.find((known) => known === row.method) ?? "password",
      current: Boolean(row.current),
    })),
  };
}
