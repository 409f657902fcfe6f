import { type InspectorRefusal, Role } from "@trms/shared";
import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  max,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { inspectorAccessLog, inspectorGrants } from "../../db/tables/inspector.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { airlineToday } from "../../lib/airline-time";
import { countAll, listConditions, pagedQuery, tableTotal, tableVersion, versionColumn } from "../../lib/sql";

export type GrantRow = typeof inspectorGrants.$inferSelect;

/** A grant whose days hold `now`'s airline day and that nobody revoked. */
const live = (now: Date) => {
  const today = airlineToday(now);
  return and(
    isNull(inspectorGrants.revokedAt),
    lte(inspectorGrants.startsOn, today),
    gte(inspectorGrants.endsOn, today),
  );
};

/** The grant covers this pilot row: named in it, or of its fleet. */
const covers = (pilotId: SQL | number, pilotFleet: SQL | typeof pilots.fleet) =>
  or(sql`${pilotId} = any(${inspectorGrants.pilotIds})`, eq(inspectorGrants.fleet, pilotFleet));

const granter = aliasedTable(users, "granter");

export async function insertInspector(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("inspector insert failed");
  return row;
}

/** The account of this email, of any role. */
export async function accountByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export async function inspectorById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, Role.INSPECTOR)));
  return row;
}

export const inspectorAccounts = (db: Database) =>
  db
    .select({ id: users.id, email: users.email, full_name: users.fullName, status: users.status })
    .from(users)
    .where(eq(users.role, Role.INSPECTOR))
    .orderBy(users.fullName, users.id);

/** How many of these pilot ids exist. */
export async function countPilots(db: Database, ids: number[]) {
  const [row] = await db.select({ n: count() }).from(pilots).where(inArray(pilots.id, ids));
  return row?.n ?? 0;
}

export const pilotNames = (db: Database, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: pilots.id, full_name: pilots.fullName, crew_code: pilots.crewCode })
        .from(pilots)
        .where(inArray(pilots.id, ids));

export async function insertGrant(db: Database, values: typeof inspectorGrants.$inferInsert) {
  const [row] = await db.insert(inspectorGrants).values(values).returning();
  if (!row) throw new Error("grant insert failed");
  return row;
}

export async function grantById(db: Database, id: number) {
  const [row] = await db.select().from(inspectorGrants).where(eq(inspectorGrants.id, id));
  return row;
}

/** Ends a grant that nobody revoked yet; none when it already was. */
export async function revokeGrantRow(db: Database, id: number, by: number, now: Date) {
  const [row] = await db
    .update(inspectorGrants)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(inspectorGrants.id, id), isNull(inspectorGrants.revokedAt)))
    .returning();
  return row;
}

export async function grantPage(
  db: Database,
  input: { page_number: number; page_count: number; inspector_id?: number },
) {
  const where =
    input.inspector_id === undefined ? undefined : eq(inspectorGrants.inspectorId, input.inspector_id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ grant: inspectorGrants, inspectorName: users.fullName, granterName: granter.fullName })
      .from(inspectorGrants)
      .innerJoin(users, eq(users.id, inspectorGrants.inspectorId))
      .innerJoin(granter, eq(granter.id, inspectorGrants.grantedBy))
      .where(where)
      .orderBy(desc(inspectorGrants.id))
      .limit(input.page_count)
      .offset((input.page_number - 1) * input.page_count),
    db.select({ n: count() }).from(inspectorGrants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the inspector holds any live grant: without one, every call is refused. */
export async function hasLiveGrant(db: Database, inspectorId: number, now: Date) {
  const [row] = await db
    .select({ id: inspectorGrants.id })
    .from(inspectorGrants)
    .where(and(eq(inspectorGrants.inspectorId, inspectorId), live(now)))
    .limit(1);
  return row !== undefined;
}

/** The live grant of this inspector that covers the pilot, if any. */
export async function coveringGrant(db: Database, inspectorId: number, pilotId: number, now: Date) {
  const [row] = await db
    .select({ id: inspectorGrants.id })
    .from(inspectorGrants)
    .innerJoin(pilots, eq(pilots.id, pilotId))
    .where(and(eq(inspectorGrants.inspectorId, inspectorId), live(now), covers(pilotId, pilots.fleet)))
    .orderBy(inspectorGrants.id)
    .limit(1);
  return row?.id;
}

/** One line of the access log: what an inspector opened, or was refused. */
export async function logInspectorAccess(db: Database, values: typeof inspectorAccessLog.$inferInsert) {
  await db.insert(inspectorAccessLog).values(values);
}

/**
 * Why the inspector holds no live grant now, and the grant that says so: one that has not
 * started, else the latest one (revoked or ended); none when it was never granted.
 */
export async function noLiveGrant(
  db: Database,
  inspectorId: number,
  now: Date,
): Promise<{ grantId: number | null; refused: InspectorRefusal }> {
  const rows = await db
    .select({
      id: inspectorGrants.id,
      startsOn: inspectorGrants.startsOn,
      revokedAt: inspectorGrants.revokedAt,
    })
    .from(inspectorGrants)
    .where(eq(inspectorGrants.inspectorId, inspectorId))
    .orderBy(desc(inspectorGrants.id))
    .limit(50);
  const today = airlineToday(now);
  const waiting = rows.find((row) => !row.revokedAt && row.startsOn > today);
  if (waiting) return { grantId: waiting.id, refused: "not_started" };
  const [latest] = rows;
  if (!latest) return { grantId: null, refused: "no_grant" };
  return { grantId: latest.id, refused: latest.revokedAt ? "revoked" : "ended" };
}

/** Whether a pilot of this id exists (a refusal names only a pilot that does). */
export async function pilotExists(db: Database, id: number) {
  const [row] = await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.id, id)).limit(1);
  return row !== undefined;
}

/**
 * What inspectors opened, newest first, one inspector's or all: the page's keys walk the log's
 * key (or the inspector's `(inspector_id, id)` index) alone, then only the page's rows are
 * joined to their names; the whole log's total is the counter its triggers keep, one
 * inspector's is counted once per version of the log.
 */
export async function accessLogPage(
  db: Database,
  input: { page_number: number; page_count: number; inspector_id?: number },
) {
  const list = listConditions("inspector.access log");
  if (input.inspector_id !== undefined)
    list.add("inspector", input.inspector_id, (p) => eq(inspectorAccessLog.inspectorId, p));
  const { rows, total } = await pagedQuery({
    db,
    rows: () =>
      db
        .select({
          id: inspectorAccessLog.id,
          opened_at: inspectorAccessLog.openedAt,
          action: inspectorAccessLog.action,
          file_name: inspectorAccessLog.fileName,
          refused: sql<InspectorRefusal | null>`${inspectorAccessLog.refused}`,
          grant_id: inspectorAccessLog.grantId,
          inspector_id: inspectorAccessLog.inspectorId,
          inspector_name: users.fullName,
          pilot_id: inspectorAccessLog.pilotId,
          pilot_name: pilots.fullName,
          crew_code: pilots.crewCode,
        })
        .from(inspectorAccessLog)
        .innerJoin(users, eq(users.id, inspectorAccessLog.inspectorId))
        .leftJoin(pilots, eq(pilots.id, inspectorAccessLog.pilotId))
        .$dynamic(),
    ids: () =>
      db.select({ id: inspectorAccessLog.id }).from(inspectorAccessLog).where(list.where()).$dynamic(),
    key: inspectorAccessLog.id,
    page: { ...input, order: "-" },
    sort: { columns: {}, fallback: inspectorAccessLog.id, tiebreak: inspectorAccessLog.id },
    count: () =>
      list.empty
        ? tableTotal(db, inspectorAccessLog)
        : db
            .select({ total: countAll(), version: versionColumn(inspectorAccessLog) })
            .from(inspectorAccessLog)
            .where(list.where()),
    // One inspector's total, counted once while nothing is logged (migration 0041).
    countVersion: () => tableVersion(db, inspectorAccessLog),
    prepared: list.prepared(),
  });
  return { rows, total };
}

/** The pilots the inspector's live grants cover, and the last end of those grants. */
export async function myGrantedPilots(db: Database, inspectorId: number, now: Date) {
  const mine = and(eq(inspectorGrants.inspectorId, inspectorId), live(now));
  const [rows, [end]] = await Promise.all([
    db
      .selectDistinct({
        id: pilots.id,
        full_name: pilots.fullName,
        crew_code: pilots.crewCode,
        fleet: pilots.fleet,
      })
      .from(pilots)
      .innerJoin(inspectorGrants, and(mine, covers(sql`${pilots.id}`, pilots.fleet)))
      .orderBy(pilots.fullName, pilots.id),
    db
      .select({ endsOn: max(inspectorGrants.endsOn) })
      .from(inspectorGrants)
      .where(mine),
  ]);
  return { rows, endsOn: end?.endsOn ?? null };
}
