import { type ExpiryAlertThreshold, type LedgerValidity, Role } from "@trms/shared";
import { and, between, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expiryAlertLog } from "../../db/tables/expiry-alert.table";
import { pilotValidities } from "../../db/tables/ledger.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { VALIDITY_COLUMNS as validityEndColumns } from "./ledger.repository";

export type ExpiryAlertKind = "pilot" | "digest";

/** An active pilot's validity whose last valid day falls in the window asked for. */
export interface DueValidity {
  pilotId: number;
  userId: number;
  crewCode: string;
  fullName: string;
  fleet: string | null;
  email: string;
  language: string | null;
  validity: LedgerValidity;
  validUntil: string;
}

/** One line of a mail, as the log keeps it. */
export interface AlertItem {
  pilotId: number;
  validity: LedgerValidity;
  validUntil: string;
  threshold: ExpiryAlertThreshold;
}

/** The log's identity of a line for one recipient (the unique key). */
export const alertKey = (kind: ExpiryAlertKind, recipientId: number, item: AlertItem) =>
  `${kind}|${recipientId}|${item.pilotId}|${item.validity}|${item.validUntil}|${item.threshold}`;

/**
 * Every validity of an active pilot ending from `from` to `to`, one query per validity on its
 * date index (the ledger's columns): only the few pilots near an end are read.
 */
export async function dueValidities(db: Database, from: string, to: string): Promise<DueValidity[]> {
  const perValidity = await Promise.all(
    (
      Object.entries(validityEndColumns) as [LedgerValidity, (typeof validityEndColumns)[LedgerValidity]][]
    ).map(async ([validity, column]) => {
      const rows = await db
        .select({
          pilotId: pilots.id,
          userId: pilots.userId,
          crewCode: pilots.crewCode,
          fullName: pilots.fullName,
          fleet: pilots.fleet,
          email: users.email,
          language: users.language,
          validUntil: sql<string>`${column}::text`,
        })
        .from(pilotValidities)
        .innerJoin(pilots, eq(pilots.id, pilotValidities.pilotId))
        .innerJoin(users, eq(users.id, pilots.userId))
        .where(and(between(column, from, to), eq(pilots.status, 1), eq(users.status, 1)));
      return rows.map((row) => ({ ...row, validity }));
    }),
  );
  return perValidity.flat();
}

/** The keys already logged (their mail queued or sent) for these pilots' validities ending from `from`. */
export async function loggedKeys(db: Database, pilotIds: number[], from: string): Promise<Set<string>> {
  if (pilotIds.length === 0) return new Set();
  const rows = await db
    .select({
      kind: expiryAlertLog.kind,
      recipientId: expiryAlertLog.recipientId,
      pilotId: expiryAlertLog.pilotId,
      validity: expiryAlertLog.validity,
      validUntil: sql<string>`${expiryAlertLog.validUntil}::text`,
      threshold: expiryAlertLog.threshold,
    })
    .from(expiryAlertLog)
    .where(and(inArray(expiryAlertLog.pilotId, pilotIds), gte(expiryAlertLog.validUntil, from)));
  return new Set(
    rows.map((row) =>
      alertKey(row.kind as ExpiryAlertKind, row.recipientId, {
        pilotId: row.pilotId,
        validity: row.validity as LedgerValidity,
        validUntil: row.validUntil,
        threshold: row.threshold as ExpiryAlertThreshold,
      }),
    ),
  );
}

/** Whether this manager already has a summary of this day, queued or sent. */
export async function hasDigestOn(db: Database, recipientId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: expiryAlertLog.id })
    .from(expiryAlertLog)
    .where(
      and(
        eq(expiryAlertLog.recipientId, recipientId),
        eq(expiryAlertLog.kind, "digest"),
        eq(expiryAlertLog.day, day),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Active admin-area accounts; the caller keeps those the ledger rule lets see pilots. */
export async function adminAreaAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      language: users.language,
      role: users.role,
      fleet: users.fleet,
      isAdmin: users.isAdmin,
      managementRole: users.managementRole,
    })
    .from(users)
    .where(and(eq(users.status, 1), inArray(users.role, [Role.ADMIN, Role.USER])));
}

/**
 * Logs the lines of one mail, in the transaction that queues it (ADR 1047); a line another run
 * already logged is left out (the unique key decides, whatever runs at the same time). Returns
 * the lines this mail may name.
 */
export async function reserveAlerts(
  db: Database,
  kind: ExpiryAlertKind,
  recipientId: number,
  mailId: string,
  day: string,
  items: AlertItem[],
): Promise<AlertItem[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(expiryAlertLog)
    .values(items.map((item) => ({ kind, recipientId, mailId, day, ...item })))
    .onConflictDoNothing()
    .returning({
      pilotId: expiryAlertLog.pilotId,
      validity: expiryAlertLog.validity,
      validUntil: sql<string>`${expiryAlertLog.validUntil}::text`,
      threshold: expiryAlertLog.threshold,
    });
  return rows.map((row) => ({
    ...row,
    validity: row.validity as LedgerValidity,
    threshold: row.threshold as ExpiryAlertThreshold,
  }));
}
