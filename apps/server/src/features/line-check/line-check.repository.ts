import {
  DownloadedFlag,
  LINE_CHECK_ENTITY,
  LINE_CHECK_RESET_HISTORY_ACTIONS,
  type LineCheck,
  type LineCheckListFilter,
  type LineCheckListInput,
  type LineCheckRecord,
  type LineCheckResetStatusItem,
  type LineCheckStatus,
  Role,
  SIM_OFFSET_TEXT,
  toSimLocalIso,
} from "@trms/shared";
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineChecks } from "../../db/tables/line-check.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import { countAll, listConditions, pagedQuery } from "../../lib/sql";
import { type RecordSelection, selectedIds, selectionLimit } from "../../lib/training-file-records";
import { resetStatusHistory } from "../../lib/workflow-reset-history";
import { crewOfFleet } from "../pilot";

export type LineCheckRow = typeof lineChecks.$inferSelect;
export type LineCheckValues = Pick<
  typeof lineChecks.$inferInsert,
  | "pilotCrewCode"
  | "pilotName"
  | "instructorCrewCode"
  | "instructorName"
  | "lineCheckDate"
  | "lineCheckSectors"
  | "note"
>;

const SORT_COLUMNS = {
  instructor_name: lineChecks.instructorName,
  pilot_name: lineChecks.pilotName,
  line_check_date: lineChecks.lineCheckDate,
  status: lineChecks.status,
} as const satisfies Record<LineCheckListFilter, unknown>;

/** Which line checks a caller sees: all (within a manager's fleet), or their own. */
export type LineCheckScope =
  | { all: true; fleet: string | null }
  | { crewCode: string; asInstructor: boolean };

function scopeCondition(crewCode: SQL | string, asInstructor: boolean): SQL {
  const own = eq(lineChecks.pilotCrewCode, crewCode);
  return (asInstructor ? or(own, eq(lineChecks.instructorCrewCode, crewCode)) : own) as SQL;
}

/** The start of a local day as an instant: the list's date range is in the airline's days. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${SIM_OFFSET_TEXT}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** The line check as its rules read it. */
export const recordOf = (row: LineCheckRow): LineCheckRecord & { id: number } => ({
  id: row.id,
  pilot_crew_code: row.pilotCrewCode,
  instructor_crew_code: row.instructorCrewCode,
  line_check_status: row.status as LineCheckStatus,
  has_second_submit: row.secondSubmit !== null,
  linecheck_document_completion: row.documentCompletion,
});

function toLineCheck(row: LineCheckRow, history: Map<number, LineCheckResetStatusItem[]>): LineCheck {
  return {
    id: row.id,
    pilot_name: row.pilotName,
    instructor_name: row.instructorName,
    pilot_crew_code: row.pilotCrewCode,
    instructor_crew_code: row.instructorCrewCode,
    line_check_date: toSimLocalIso(row.lineCheckDate),
    line_check_sectors: row.lineCheckSectors,
    note: row.note,
    first_submit: fileUrl(row.firstSubmit),
    second_submit: fileUrl(row.secondSubmit),
    line_check_status: row.status as LineCheckStatus,
    line_check_reset_status: history.get(row.id) ?? [],
    downloaded_flag: (row.downloadedFlag ?? DownloadedFlag.NO) as DownloadedFlag,
    linecheck_document_completion: row.documentCompletion,
    version: row.version,
  };
}

/** The reset-status history of these line checks, in one query, oldest first (the form's own). */
export const lineCheckResetHistory = (db: Database, ids: readonly number[]) =>
  resetStatusHistory<LineCheckStatus>(db, {
    entity: LINE_CHECK_ENTITY,
    ids,
    actions: LINE_CHECK_RESET_HISTORY_ACTIONS,
  });

/** These rows as the replies carry them, each with its reset-status history. */
export async function lineChecksWithHistory(db: Database, rows: LineCheckRow[]): Promise<LineCheck[]> {
  const history = await lineCheckResetHistory(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLineCheck(row, history));
}

/** The active pilot rows of these crew codes, with their account's role. */
export async function lineCheckPeople(db: Database, crewCodes: string[]) {
  if (crewCodes.length === 0) return [];
  return db
    .select({
      crewCode: pilots.crewCode,
      fullName: pilots.fullName,
      fleet: pilots.fleet,
      role: users.role,
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(inArray(pilots.crewCode, crewCodes), eq(pilots.status, 1), eq(users.status, 1)));
}

export async function insertLineCheck(db: Database, values: LineCheckValues & { createdBy: number }) {
  const [row] = await db.insert(lineChecks).values(values).returning();
  return row as LineCheckRow;
}

export async function updateLineCheckRow(db: Database, id: number, values: LineCheckValues) {
  const [row] = await db
    .update(lineChecks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lineChecks.id, id))
    .returning();
  return row;
}

export async function lineCheckRow(db: Database, id: number): Promise<LineCheckRow | undefined> {
  const [row] = await db.select().from(lineChecks).where(eq(lineChecks.id, id));
  return row;
}

/** The stored row, locked until the transaction ends (an edit or a delete). */
export async function lockLineCheck(db: Database, id: number): Promise<LineCheckRow | undefined> {
  const [row] = await db.select().from(lineChecks).where(eq(lineChecks.id, id)).for("update");
  return row;
}

export async function deleteLineCheckRow(db: Database, id: number) {
  await db.delete(lineChecks).where(eq(lineChecks.id, id));
}

export async function lineCheckById(db: Database, id: number): Promise<LineCheck | undefined> {
  const row = await lineCheckRow(db, id);
  return row ? (await lineChecksWithHistory(db, [row]))[0] : undefined;
}

/** The pilot's own latest line check (by its date), for the reading prompt. */
export async function latestLineCheckOf(db: Database, crewCode: string): Promise<LineCheck | undefined> {
  const [row] = await db
    .select()
    .from(lineChecks)
    .where(eq(lineChecks.pilotCrewCode, crewCode))
    .orderBy(desc(lineChecks.lineCheckDate), desc(lineChecks.id))
    .limit(1);
  return row ? (await lineChecksWithHistory(db, [row]))[0] : undefined;
}

/** A pilot's line checks in id order after the cursor, as the replies carry them. */
export async function lineChecksOfPilot(
  db: Database,
  crewCode: string,
  selection: RecordSelection,
): Promise<LineCheck[]> {
  const rows = await db
    .select()
    .from(lineChecks)
    .where(and(eq(lineChecks.pilotCrewCode, crewCode), selectedIds(lineChecks.id, selection)))
    .orderBy(asc(lineChecks.id))
    .limit(selectionLimit(selection));
  return lineChecksWithHistory(db, rows);
}

/** The line check whose columns name this stored file (files written without a history step). */
export async function lineCheckOfFile(db: Database, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: lineChecks.id })
    .from(lineChecks)
    .where(sql`${key} in (${lineChecks.firstSubmit}, ${lineChecks.secondSubmit})`)
    .limit(1);
  return row?.id;
}

/** One page of the line check list, searched, filtered and sorted in SQL. */
export async function lineCheckPage(
  db: Database,
  input: LineCheckListInput,
  scope: LineCheckScope,
): Promise<{ line_check_list: LineCheck[]; total: number }> {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  const list = listConditions("line_check.list");
  if (!("all" in scope))
    list.add(scope.asInstructor ? "as_instructor" : "as_pilot", scope.crewCode, (p) =>
      scopeCondition(sql`${p}`, scope.asInstructor),
    );
  else if (scope.fleet !== null)
    list.add("fleet", scope.fleet, (p) => crewOfFleet(sql`${p}`, lineChecks.pilotCrewCode));
  const range = input.date_range;
  if (range?.start_date)
    list.add("start", dayStart(range.start_date).toISOString(), (p) => gte(lineChecks.lineCheckDate, p));
  if (range?.end_date)
    list.add("end", nextDayStart(range.end_date).toISOString(), (p) => lt(lineChecks.lineCheckDate, p));
  if (input.keyword) list.keyword(input.keyword, (contains) => contains(lineChecks.searchText));
  const where = list.where();
  const page = await pagedQuery({
    rows: db.select().from(lineChecks).$dynamic(),
    ids: db.select({ id: lineChecks.id }).from(lineChecks).where(where).$dynamic(),
    key: lineChecks.id,
    page: { ...input, sort_by: input.filter },
    sort: { columns: SORT_COLUMNS, fallback: lineChecks.instructorName, tiebreak: lineChecks.id },
    count: db.select({ total: countAll() }).from(lineChecks).where(where),
    prepared: list.prepared(),
  });
  return {
    line_check_list: await lineChecksWithHistory(db, page.rows as LineCheckRow[]),
    total: page.total,
  };
}

/** Whether a pilot row is an instructor account. */
export const isInstructorRole = (role: number) => role === Role.INSTRUCTOR;
