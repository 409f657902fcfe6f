import { PERMISSIONS, type Permission, type Role, type SessionUser } from "@trms/shared";
import { and, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginCodes, loginFailures, passwordResets, sessions } from "../../db/tables/auth.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import { runOnDriver, withFlatRows } from "../../lib/sql";

export type UserRow = typeof users.$inferSelect;

// The session user's columns, read from the user and pilot tables (ADR 0991: tables load first).
const SESSION_USER_COLUMNS = {
  id: users.id,
  role: users.role,
  fleet: users.fleet,
  crewCode: pilots.crewCode,
  pilotId: pilots.id,
  managementRole: users.managementRole,
  fullName: users.fullName,
  email: users.email,
  avatar: users.avatar,
  isAdmin: users.isAdmin,
  status: users.status,
};

type SessionUserRow = {
  id: number;
  role: number;
  fleet: string | null;
  crewCode: string | null;
  pilotId: number | null;
  managementRole: number[];
  fullName: string;
  email: string;
  avatar: string | null;
  isAdmin: boolean;
};

/**
 * The permission numbers an account holds that mean something: a number no permission has grants
 * nothing, so it is left out of what is checked and sent (replies describe permissions as the known set).
 */
export const knownPermissions = (numbers: readonly number[]): Permission[] =>
  numbers.filter((n): n is Permission => (PERMISSIONS as number[]).includes(n));

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    role: row.role as Role,
    fleet: row.fleet,
    crew_code: row.crewCode,
    pilot_id: row.pilotId,
    management_role: knownPermissions(row.managementRole),
    full_name: row.fullName,
    email: row.email,
    // The photo's URL, as every other reply sends an avatar (the top bar shows it).
    avatar: fileUrl(row.avatar),
    is_admin: row.isAdmin,
  };
}

function prepareActiveSession(db: Database) {
  const statement = db
    .select({
      ...SESSION_USER_COLUMNS,
      lastSeenAt: sessions.lastSeenAt,
      enrolmentOnly: sessions.enrolmentOnly,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(pilots, eq(pilots.userId, users.id))
    .where(
      and(
        eq(sessions.jti, sql.placeholder("jti")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.status, 1),
      ),
    )
    .limit(1)
    .prepare("auth_active_session_user");
  // One row per guarded request: mapped without Drizzle's per-cell checks, sent to the driver
  // without its per-call wrappers (lib/sql.ts).
  return runOnDriver(withFlatRows(statement));
}

/** Prepared on the first guarded request of each database, not for every caller. */
const activeSessionStatements = new WeakMap<Database, ReturnType<typeof prepareActiveSession>>();
function activeSession(db: Database) {
  let statement = activeSessionStatements.get(db);
  if (!statement) {
    statement = prepareActiveSession(db);
    activeSessionStatements.set(db, statement);
  }
  return statement;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function sessionUser(db: Database, userId: number) {
  const [row] = await db
    .select(SESSION_USER_COLUMNS)
    .from(users)
    .leftJoin(pilots, eq(pilots.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The live session's account, read fresh so a changed role or permission applies at once: one
 * prepared statement, one round trip per guarded request.
 */
export async function activeSessionUser(db: Database, jti: string, now: Date) {
  const [row] = await activeSession(db).execute({ jti, now: now.toISOString() });
  return row;
}

/** The language the account signs in with, for the mails it is sent. */
export async function setLanguage(db: Database, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function createSession(db: Database, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values({ lastSeenAt: values.createdAt, ...values });
}

/** The session made a call now (written only when the last note is older than the guard's step). */
export async function markSessionSeen(db: Database, jti: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.jti, jti));
}

export async function revokeSession(db: Database, jti: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: number, now: Date, exceptJti?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptJti) conditions.push(sql`${sessions.jti} <> ${exceptJti}`);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

export async function storeLoginCode(
  db: Database,
  codeHash: string,
  email: string,
  expiresAt: Date,
  now: Date,
) {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
  await db.insert(loginCodes).values({ codeHash, email, expiresAt });
}

/** Marks the code used if it is unused, unexpired and for this email; true when it was. */
export async function consumeLoginCode(
  db: Database,
  codeHash: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, codeHash),
        eq(loginCodes.email, email),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash });
  return rows.length === 1;
}

export async function countFailures(db: Database, email: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      byAccountFromIp:
        sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})`.mapWith(
          Number,
        ),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        gte(loginFailures.at, since),
        sql`(${loginFailures.email} = ${email} or ${loginFailures.ip} = ${ip})`,
      ),
    );
  return row ?? { byAccount: 0, byAccountFromIp: 0, byIp: 0 };
}

export async function recordFailure(
  db: Database,
  email: string,
  ip: string,
  now: Date,
  device: string | null = null,
) {
  await db.insert(loginFailures).values({ email, ip, device, at: now });
}

/** Failures that came with this trusted-device id inside the window. */
export async function countDeviceFailures(db: Database, device: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.device, device), gte(loginFailures.at, since)));
  return row?.count ?? 0;
}

/** Forgets the failures of this account from this address or trusted device, and expired ones. */
export async function clearOwnFailures(
  db: Database,
  email: string,
  ip: string,
  device: string | null,
  olderThan: Date,
) {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        device ? or(eq(loginFailures.ip, ip), eq(loginFailures.device, device)) : eq(loginFailures.ip, ip),
      ),
    );
  await db.delete(loginFailures).where(lt(loginFailures.at, olderThan));
}

export async function clearFailures(db: Database, email: string, olderThan: Date) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db.delete(loginFailures).where(lt(loginFailures.at, olderThan));
}

export async function storeReset(db: Database, tokenHash: string, userId: number, expiresAt: Date) {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

export async function consumeReset(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}

/** A new password also ends every reset link still outstanding for the account. */
export async function setPassword(db: Database, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
