import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/tables/auth.table";

/**
 * A session's id as the API names it: the first 16 hex digits of the SHA-256 of its token's id. The
 * token's id is the session's secret and is never sent; the database computes the public one, so a
 * session is found by it in one statement.
 */
const publicId = sql<string>`left(encode(sha256(convert_to(${sessions.jti}, 'UTF8')), 'hex'), 16)`;

/** Not ended, not expired. */
const live = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The account's live sessions, newest first, the caller's own marked. */
export async function liveSessions(db: Database, userId: number, now: Date, currentJti: string | null) {
  return db
    .select({
      id: publicId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      method: sessions.method,
      current: currentJti ? sql<boolean>`${sessions.jti} = ${currentJti}` : sql<boolean>`false`,
    })
    .from(sessions)
    .where(live(userId, now))
    .orderBy(desc(sessions.createdAt), desc(sessions.jti));
}

/** Ends one live session of the account by its public id; the session ended, or none. */
export async function endLiveSession(db: Database, userId: number, id: string, now: Date) {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), sql`${publicId} = ${id}`))
    .returning({
      jti: sessions.jti,
      method: sessions.method,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    });
  return ended;
}

/** Ends every live session of the account; how many there were. */
export async function endLiveSessions(db: Database, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(live(userId, now))
    .returning({ jti: sessions.jti });
  return ended.length;
}
