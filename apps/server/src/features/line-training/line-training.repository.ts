import {
  LINE_TRAINING_ENTITY,
  LINE_TRAINING_RESET_HISTORY_ACTIONS,
  type LineTraining,
  type LineTrainingFileRecord,
  type LineTrainingListFilter,
  type LineTrainingListInput,
  type LineTrainingRecord,
  type LineTrainingResetStatusItem,
  type LineTrainingStatus,
  type LineTrainingSubmission,
  type LineTrainingType,
  Role,
} from "@trms/shared";
import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineTrainingSubmissions, lineTrainings } from "../../db/tables/line-training.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { fileUrl } from "../../lib/files/file-url";
import { countAll, listConditions, pagedQuery } from "../../lib/sql";
import { type RecordSelection, selectedIds, selectionLimit } from "../../lib/training-file-records";
import { resetStatusHistory } from "../../lib/workflow-reset-history";
import { crewOfFleet } from "../pilot";

export type LineTrainingRow = typeof lineTrainings.$inferSelect;
type SubmissionRow = typeof lineTrainingSubmissions.$inferSelect;

const SORT_COLUMNS = {
  start_date: lineTrainings.startDate,
  pilot_name: lineTrainings.pilotName,
  pilot_crew_code: lineTrainings.pilotCrewCode,
  last_submission: lineTrainings.lastSubmittedAt,
} as const satisfies Record<LineTrainingListFilter, unknown>;

/**
 * Which line trainings a caller sees: all (within a manager's fleet), or their own and
 * (an instructor) their fleet's.
 */
export type LineTrainingScope =
  | { all: true; staffFleet: string | null }
  | { crewCode: string; fleet: string | null };

/** The rules' view of a row. */
export const toRecord = (row: LineTrainingRow): LineTrainingRecord & { id: number } => ({
  id: row.id,
  pilot_crew_code: row.pilotCrewCode,
  fleet: row.fleet,
  status: row.status as LineTrainingStatus,
  has_last_submit: row.lastSubmit !== null,
});

function toLineTraining(row: LineTrainingRow, history: LineTrainingResetStatusItem[]): LineTraining {
  return {
    id: row.id,
    pilot_crew_code: row.pilotCrewCode,
    pilot_name: row.pilotName,
    line_training_type: row.lineTrainingType as LineTrainingType,
    fleet: row.fleet,
    start_date: row.startDate,
    last_submit: fileUrl(row.lastSubmit),
    second_submit: fileUrl(row.secondSubmit),
    last_submission: row.lastSubmittedAt
      ? { date_of_submission: row.lastSubmittedAt.toISOString(), full_name: row.lastSubmittedBy }
      : null,
    status: row.status as LineTrainingStatus,
    reset_status: history,
    version: row.version,
  };
}

export const toSubmission = (row: SubmissionRow): LineTrainingSubmission => ({
  id: row.id,
  form_order: row.formOrder as 1 | 2,
  crew_code: row.crewCode,
  full_name: row.fullName,
  name_position: row.namePosition,
  date_of_submission: row.submittedAt.toISOString(),
  submission_file: fileUrl(row.fileKey) as string,
  file_sha256: row.fileSha256,
});

export async function lineTrainingsWithHistory(
  db: Database,
  rows: LineTrainingRow[],
): Promise<LineTraining[]> {
  // The status changes of the form's reset history, in one query (its declaration names the same).
  const history = await resetStatusHistory<LineTrainingStatus>(db, {
    entity: LINE_TRAINING_ENTITY,
    ids: rows.map((row) => row.id),
    actions: LINE_TRAINING_RESET_HISTORY_ACTIONS,
  });
  return rows.map((row) => toLineTraining(row, history.get(row.id) ?? []));
}

/** The active pilot or instructor with this crew code, with their fleet and position. */
export async function lineTrainingCrewMember(db: Database, crewCode: string) {
  const [found] = await db
    .select({
      crewCode: pilots.crewCode,
      fullName: pilots.fullName,
      fleet: pilots.fleet,
      namePosition: pilots.namePosition,
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(
      and(
        eq(pilots.crewCode, crewCode),
        eq(users.status, 1),
        eq(pilots.status, 1),
        inArray(users.role, [Role.PILOT, Role.INSTRUCTOR]),
      ),
    );
  return found;
}

export async function lineTrainingRow(db: Database, id: number): Promise<LineTrainingRow | undefined> {
  const [row] = await db.select().from(lineTrainings).where(eq(lineTrainings.id, id));
  return row;
}

/** The line training, locked until the transaction ends. */
export async function lockLineTraining(db: Database, id: number): Promise<LineTrainingRow | undefined> {
  const [row] = await db.select().from(lineTrainings).where(eq(lineTrainings.id, id)).for("update");
  return row;
}

export async function insertLineTraining(
  db: Database,
  values: typeof lineTrainings.$inferInsert,
): Promise<LineTrainingRow> {
  const [row] = await db.insert(lineTrainings).values(values).returning();
  if (!row) throw new Error("line training insert failed");
  return row;
}

export async function addLineTrainingSubmission(
  db: Database,
  values: typeof lineTrainingSubmissions.$inferInsert,
) {
  await db.insert(lineTrainingSubmissions).values(values);
}

/** Every submission of a line training, newest first. */
export async function lineTrainingSubmissionsOf(db: Database, id: number): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(lineTrainingSubmissions)
    .where(eq(lineTrainingSubmissions.lineTrainingId, id))
    .orderBy(desc(lineTrainingSubmissions.submittedAt), desc(lineTrainingSubmissions.id));
}

/**
 * A pilot's line trainings the selection names, in id order, each with its submissions newest first,
 * as the replies carry them: two statements and the history's one.
 */
export async function lineTrainingsOfPilot(
  db: Database,
  crewCode: string,
  selection: RecordSelection,
): Promise<LineTrainingFileRecord[]> {
  const rows = await db
    .select()
    .from(lineTrainings)
    .where(and(eq(lineTrainings.pilotCrewCode, crewCode), selectedIds(lineTrainings.id, selection)))
    .orderBy(asc(lineTrainings.id))
    .limit(selectionLimit(selection));
  if (rows.length === 0) return [];
  const submitted = await db
    .select()
    .from(lineTrainingSubmissions)
    .where(
      inArray(
        lineTrainingSubmissions.lineTrainingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(lineTrainingSubmissions.submittedAt), desc(lineTrainingSubmissions.id));
  return (await lineTrainingsWithHistory(db, rows)).map((training) => ({
    ...training,
    submissions: submitted.filter((row) => row.lineTrainingId === training.id).map(toSubmission),
  }));
}

/** The crew codes of the instructors who have taken the second stage of this line training. */
export async function lineTrainingAssessors(db: Database, id: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ crewCode: lineTrainingSubmissions.crewCode })
    .from(lineTrainingSubmissions)
    .where(and(eq(lineTrainingSubmissions.lineTrainingId, id), eq(lineTrainingSubmissions.formOrder, 2)));
  return rows.flatMap((row) => (row.crewCode ? [row.crewCode] : []));
}

/** Every file a line training names: its submissions and the files of its history (status files). */
export async function lineTrainingFileKeys(
  db: Database,
  id: number,
): Promise<{ key: string; sha256: string | null }[]> {
  const submitted = await db
    .select({ key: lineTrainingSubmissions.fileKey, sha256: lineTrainingSubmissions.fileSha256 })
    .from(lineTrainingSubmissions)
    .where(eq(lineTrainingSubmissions.lineTrainingId, id));
  const history = await db
    .select({ key: workflowHistory.fileKey, sha256: workflowHistory.fileSha256 })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.entity, LINE_TRAINING_ENTITY), eq(workflowHistory.entityId, String(id))));
  const byKey = new Map<string, string | null>();
  for (const file of [...submitted, ...history]) if (file.key) byKey.set(file.key, file.sha256);
  return [...byKey].map(([key, sha256]) => ({ key, sha256 }));
}

/**
 * Removes a line training and its submissions (by cascade). Its workflow history stays: history
 * rows are sealed and never deleted; no reply reads the history of a removed record.
 */
export async function removeLineTraining(db: Database, id: number) {
  await db.delete(lineTrainings).where(eq(lineTrainings.id, id));
}

/** The line training whose submission is this stored file (file read access). */
export async function lineTrainingOfFile(db: Database, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: lineTrainingSubmissions.lineTrainingId })
    .from(lineTrainingSubmissions)
    .where(eq(lineTrainingSubmissions.fileKey, key))
    .limit(1);
  return row?.id;
}

/** One page of a tab of the list, searched, filtered and sorted in SQL. */
export async function lineTrainingPage(db: Database, input: LineTrainingListInput, scope: LineTrainingScope) {
  // Every value is a placeholder: each shape of the call is prepared once.
  const list = listConditions("line_training.list");
  if (input.line_training_type !== undefined)
    list.add("type", input.line_training_type, (p) => eq(lineTrainings.lineTrainingType, p));
  if (input.completed) list.always("completed", eq(lineTrainings.status, 3));
  else list.always("in_progress", ne(lineTrainings.status, 3));
  if (!("all" in scope)) {
    if (scope.fleet !== null) {
      // An instructor: their own line trainings and their fleet's (the condition reads both values).
      list.add("fleet", scope.fleet, () => undefined);
      list.add("own", scope.crewCode, (own) =>
        or(eq(lineTrainings.pilotCrewCode, own), eq(lineTrainings.fleet, sql.placeholder("fleet"))),
      );
    } else list.add("own_only", scope.crewCode, (p) => eq(lineTrainings.pilotCrewCode, p));
  } else if (scope.staffFleet !== null)
    list.add("staff_fleet", scope.staffFleet, (p) => crewOfFleet(sql`${p}`, lineTrainings.pilotCrewCode));
  const range = input.date_range;
  if (range?.start_date) list.add("start", range.start_date, (p) => gte(lineTrainings.startDate, p));
  if (range?.end_date) list.add("end", range.end_date, (p) => lte(lineTrainings.startDate, p));
  if (input.keyword) list.keyword(input.keyword, (contains) => contains(lineTrainings.searchText));
  const where = list.where() as SQL | undefined;
  const page = await pagedQuery({
    rows: db.select().from(lineTrainings).$dynamic(),
    ids: db.select({ id: lineTrainings.id }).from(lineTrainings).where(where).$dynamic(),
    key: lineTrainings.id,
    page: { ...input, sort_by: input.filter },
    sort: { columns: SORT_COLUMNS, fallback: lineTrainings.startDate, tiebreak: lineTrainings.id },
    count: db.select({ total: countAll() }).from(lineTrainings).where(where),
    prepared: list.prepared(),
  });
  return { total: page.total, line_training_list: await lineTrainingsWithHistory(db, page.rows) };
}
