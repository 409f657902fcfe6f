import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passkeys, recoveryCodes, sessions, signInSteps, totpFactors } from "../../db/tables/auth.table";
import { users } from "../../db/tables/user.table";

/** What second factors an account holds: a confirmed authenticator app, its passkeys, unused recovery codes. */
export async function factorsOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${userId})`.mapWith(
        Number,
      ),
      recoveryCodesLeft:
        sql<number>`(select count(*) from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { totp: false, passkeys: 0, recoveryCodesLeft: 0 };
}

export async function listPasskeys(db: Database, userId: number) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
}

export async function findPasskey(db: Database, id: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row;
}

/** Keeps a new passkey; false when its credential id is already kept (this account's or another's). */
export async function insertPasskey(db: Database, values: typeof passkeys.$inferInsert) {
  const rows = await db.insert(passkeys).values(values).onConflictDoNothing().returning({ id: passkeys.id });
  return rows.length === 1;
}

/** The counter the authenticator reported, if it moved forward: a cloned authenticator's does not. */
export async function markPasskeyUsed(db: Database, id: string, counter: number, at: Date) {
  await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Database, userId: number, id: string) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ name: passkeys.name });
  return rows[0];
}

export async function findTotp(db: Database, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** A new authenticator app set-up, replacing one not yet confirmed (a confirmed one stays until this one is). */
export async function startTotp(db: Database, userId: number, sealedSecret: string, at: Date) {
  await db
    .insert(totpFactors)
    .values({ userId, secret: sealedSecret, createdAt: at })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: sealedSecret, confirmedAt: null, lastStep: null, createdAt: at },
      // Never over a confirmed app: a set-up started beside a confirmation cannot undo it.
      setWhere: isNull(totpFactors.confirmedAt),
    });
}

/**
 * Keeps the time step of an accepted code, only if no later or equal step was accepted meanwhile:
 * of two requests with one code, one wins. True when this one did.
 */
export async function acceptTotpStep(db: Database, userId: number, step: number, at: Date) {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${totpFactors.confirmedAt}, ${at.toISOString()})` })
    .where(
      and(
        eq(totpFactors.userId, userId),
        sql`(${totpFactors.lastStep} is null or ${totpFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Database, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

/** Replaces every recovery code of the account with these (hashed). */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0)
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code of the account; true when one matched. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function openStep(db: Database, values: typeof signInSteps.$inferInsert, now: Date) {
  await db.delete(signInSteps).where(lt(signInSteps.expiresAt, now));
  await db.insert(signInSteps).values(values);
}

/** A step not used or expired, for this purpose (read, not used: a wrong code leaves it open). */
export async function findStep(db: Database, ticketHash: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(signInSteps)
    .where(
      and(
        eq(signInSteps.ticketHash, ticketHash),
        eq(signInSteps.purpose, purpose),
        isNull(signInSteps.usedAt),
        gt(signInSteps.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the step used if it still is not; true when this request did (a step completes once). */
export async function closeStep(db: Database, ticketHash: string, now: Date) {
  const rows = await db
    .update(signInSteps)
    .set({ usedAt: now })
    .where(and(eq(signInSteps.ticketHash, ticketHash), isNull(signInSteps.usedAt)))
    .returning({ ticketHash: signInSteps.ticketHash });
  return rows.length === 1;
}

/** The account must enrol by then (kept if already set), or not at all (null). */
export async function setSecondFactorDue(db: Database, userId: number, dueAt: Date | null) {
  await db.update(users).set({ secondFactorDueAt: dueAt }).where(eq(users.id, userId));
}

/** The account holds a factor now: its sessions may do everything again. */
export async function endEnrolment(db: Database, userId: number) {
  await db.update(users).set({ secondFactorDueAt: null }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ enrolmentOnly: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.enrolmentOnly, true)));
}

/** Every second factor of the account removed (a super administrator's reset). */
export async function deleteFactors(db: Database, userId: number) {
  const [removed] = await db
    .select({
      passkeys: count(passkeys.id),
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  const totp = await db
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { passkeys: removed?.passkeys ?? 0, totp: totp.length > 0 };
}

/** The WebAuthn challenge the step's passkey must sign (a new one replaces the last). */
export async function setStepChallenge(db: Database, ticketHash: string, challenge: string) {
  await db.update(signInSteps).set({ challenge }).where(eq(signInSteps.ticketHash, ticketHash));
}

/** Whether any account holds a passkey (the login page then offers a passkey's sign-in). */
export async function anyPasskey(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).limit(1);
  return row !== undefined;
}

/**
 * Counts one try of a code against the step, in the statement that checks the cap: of many tries
 * sent at once, only `cap` get through. False when the step is spent, used or expired.
 */
export async function countStepAttempt(db: Database, ticketHash: string, cap: number, now: Date) {
  const rows = await db
    .update(signInSteps)
    .set({ attempts: sql`${signInSteps.attempts} + 1` })
    .where(
      and(
        eq(signInSteps.ticketHash, ticketHash),
        isNull(signInSteps.usedAt),
        gt(signInSteps.expiresAt, now),
        lt(signInSteps.attempts, cap),
      ),
    )
    .returning({ attempts: signInSteps.attempts });
  return rows.length === 1;
}

/** The account's row, locked for the rest of the transaction. */
export async function lockUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** When the session was opened (signed in). */
export async function sessionOpenedAt(db: Database, jti: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.jti, jti));
  return row?.createdAt;
}
