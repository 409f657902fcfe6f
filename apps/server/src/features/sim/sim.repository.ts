import {
  type CaavFormStatus,
  DownloadedFlag,
  Role,
  SIM_FORM_ENTITY,
  SIM_OFFSET_TEXT,
  SIM_RESET_HISTORY_ACTIONS,
  type SimFormFileRecord,
  type SimFormStatus,
  type SimListFilter,
  type SimListInput,
  type SimPilotForm,
  type SimPlace,
  type SimResetStatusItem,
  type SimSession,
  toSimLocalIso,
} from "@trms/shared";
import {
  type AnyColumn,
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { simSessionSearch, simSessions } from "../../db/tables/sim.table";
import { simFormSubmissions, simForms } from "../../db/tables/sim-form.table";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import {
  countAll,
  hasTrigram,
  type KeptGrams,
  listConditions,
  pagedQuery,
  tableVersion,
  versionColumn,
} from "../../lib/sql";
import { type RecordSelection, selectedIds, selectionLimit } from "../../lib/training-file-records";
import { resetStatusHistory } from "../../lib/workflow-reset-history";
import { crewOfFleet } from "../pilot";

export type SimSessionRow = typeof simSessions.$inferSelect;
export type SimSessionValues = Omit<typeof simSessions.$inferInsert, "id" | "createdAt" | "searchText">;
type SimFormRow = typeof simForms.$inferSelect;

/** The search text's one- and two-character substrings, indexed and counted (migration 0025). */
const SIM_SEARCH_GRAMS: KeptGrams = { table: simSessions, column: simSessions.searchText };

const firstForm = alias(simForms, "first_form");
const secondForm = alias(simForms, "second_form");

const SORT_COLUMNS = {
  instructor_name: simSessions.simaInstructorName,
  pilot_name: simSessions.firstPilotName,
  date_time: simSessions.sessionaDateTime,
  place: simSessions.sessionaPlace,
} as const satisfies Record<SimListFilter, unknown>;

const formColumns = (form: typeof firstForm | typeof secondForm) => ({
  id: form.id,
  status: form.status,
  firstSubmit: form.firstSubmit,
  secondSubmit: form.secondSubmit,
  thirdSubmit: form.thirdSubmit,
  downloadedFlag: form.downloadedFlag,
  caavForm: form.caavForm,
  caavFormStatus: form.caavFormStatus,
  elearningCompletion: form.elearningCompletion,
  elearningClue: form.elearningClue,
  version: form.version,
});
type FormColumns = { [K in keyof ReturnType<typeof formColumns>]: SimFormRow[keyof SimFormRow] | null };

/** Which sessions a caller sees: all of them (within a manager's fleet), or those where their crew code sits in given seats. */
export type SimScope =
  | { all: true; fleet: string | null }
  | { crewCode: string; seats: "pilot" | "instructor" | "any" };

function scopeCondition(crewCode: SQL | string, seats: "pilot" | "instructor" | "any"): SQL {
  const pilot = [eq(simSessions.firstPilotCrewCode, crewCode), eq(simSessions.secondPilotCrewCode, crewCode)];
  const instructor = [
    eq(simSessions.simaInstructorCrewCode, crewCode),
    eq(simSessions.simbInstructorCrewCode, crewCode),
  ];
  const parts = seats === "pilot" ? pilot : seats === "instructor" ? instructor : [...pilot, ...instructor];
  return or(...parts) as SQL;
}

/** The start of a local day as an instant: the list's date range is in the airline's days. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${SIM_OFFSET_TEXT}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

function pilotForm(
  crewCode: string,
  name: string | null,
  form: FormColumns,
  history: Map<number, SimResetStatusItem[]>,
): SimPilotForm {
  const id = form.id as number;
  return {
    pilot_crew_code: crewCode,
    pilot_name: name,
    form_id: id,
    form_status: form.status as SimFormStatus,
    reset_status: history.get(id) ?? [],
    first_submit: fileUrl(form.firstSubmit as string | null),
    second_submit: fileUrl(form.secondSubmit as string | null),
    third_submit: fileUrl(form.thirdSubmit as string | null),
    downloaded_flag: (form.downloadedFlag ?? DownloadedFlag.NO) as DownloadedFlag,
    caav_form: fileUrl(form.caavForm as string | null),
    caav_form_status: form.caavFormStatus as CaavFormStatus,
    elearning_completion: Boolean(form.elearningCompletion),
    elearning_clue: fileUrl(form.elearningClue as string | null),
    version: form.version as number,
  };
}

/** The session's columns a reply shows: not its search text or its creation. */
const { searchText, createdBy, createdAt, updatedAt, ...sessionColumns } = getTableColumns(simSessions);
type SessionColumns = Pick<SimSessionRow, keyof typeof sessionColumns>;

type JoinedRow = { session: SessionColumns; first: FormColumns; second: FormColumns };

/** A session with both forms as the contract replies it. */
function toSession(
  { session, first, second }: JoinedRow,
  history: Map<number, SimResetStatusItem[]>,
): SimSession {
  return {
    id: session.id,
    sessiona_date_time: toSimLocalIso(session.sessionaDateTime),
    sessiona_place: session.sessionaPlace as SimPlace,
    sima_instructor_crew_code: session.simaInstructorCrewCode,
    sima_instructor_name: session.simaInstructorName,
    sessionb_date_time: toSimLocalIso(session.sessionbDateTime),
    sessionb_place: session.sessionbPlace as SimPlace,
    simb_instructor_crew_code: session.simbInstructorCrewCode,
    simb_instructor_name: session.simbInstructorName,
    note: session.note,
    first_pilot: pilotForm(session.firstPilotCrewCode, session.firstPilotName, first, history),
    second_pilot: pilotForm(session.secondPilotCrewCode, session.secondPilotName, second, history),
  };
}

/** Sessions with both forms in one statement: the forms are joined by pilot order. */
const joined = (db: Database) =>
  db
    .select({
      session: sessionColumns,
      first: formColumns(firstForm),
      second: formColumns(secondForm),
    })
    .from(simSessions)
    .innerJoin(firstForm, and(eq(firstForm.simId, simSessions.id), eq(firstForm.pilotOrder, 1)))
    .innerJoin(secondForm, and(eq(secondForm.simId, simSessions.id), eq(secondForm.pilotOrder, 2)))
    .$dynamic();

/** The sessions with their forms' reset-status history, read in one query, oldest first. */
async function withHistory(db: Database, rows: JoinedRow[]) {
  const history = await resetStatusHistory<SimFormStatus>(db, {
    entity: SIM_FORM_ENTITY,
    ids: rows.flatMap((r) => [r.first.id as number, r.second.id as number]),
    actions: SIM_RESET_HISTORY_ACTIONS,
  });
  return rows.map((row) => toSession(row, history));
}

/** The pilot rows of these crew codes, with their account's role and status. */
export async function simPeople(db: Database, crewCodes: string[]) {
  if (crewCodes.length === 0) return [];
  return db
    .select({
      crewCode: pilots.crewCode,
      fullName: pilots.fullName,
      fleet: pilots.fleet,
      pilotStatus: pilots.status,
      userStatus: users.status,
      role: users.role,
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(inArray(pilots.crewCode, crewCodes));
}

/**
 * Crew codes for the import template's example row: the first two active pilots and
 * the first active instructor, by crew code; null when there are not so many.
 */
export async function simTemplateCrew(
  db: Database,
): Promise<{ pilots: [string, string]; instructor: string } | null> {
  const active = (role: number, limit: number) =>
    db
      .select({ crewCode: pilots.crewCode })
      .from(pilots)
      .innerJoin(users, eq(users.id, pilots.userId))
      .where(and(eq(users.role, role), eq(users.status, 1), eq(pilots.status, 1)))
      .orderBy(asc(pilots.crewCode))
      .limit(limit);
  const [flying, teaching] = await Promise.all([active(Role.PILOT, 2), active(Role.INSTRUCTOR, 1)]);
  const [first, second] = flying;
  const [instructor] = teaching;
  if (!first || !second || !instructor) return null;
  return { pilots: [first.crewCode, second.crewCode], instructor: instructor.crewCode };
}

/**
 * A pilot's own SIM forms the selection names (by form id), in form id order, each with its session as the
 * replies carry it and only that pilot's seat (the pilot's whole file).
 */
export async function simFormsOfPilot(db: Database, crewCode: string, selection: RecordSelection) {
  const ownForm = sql<number>`case when ${simSessions.firstPilotCrewCode} = ${crewCode} then ${firstForm.id} else ${secondForm.id} end`;
  const rows = await joined(db)
    .where(
      or(
        and(eq(simSessions.firstPilotCrewCode, crewCode), selectedIds(firstForm.id, selection)),
        and(eq(simSessions.secondPilotCrewCode, crewCode), selectedIds(secondForm.id, selection)),
      ),
    )
    .orderBy(ownForm)
    .limit(selectionLimit(selection));
  return (await withHistory(db, rows)).map(
    ({ first_pilot, second_pilot, ...session }): SimFormFileRecord => ({
      ...session,
      form: first_pilot.pilot_crew_code === crewCode ? first_pilot : second_pilot,
    }),
  );
}

/**
 * Stores sessions and their two Initial forms; returns the ids in the given order. One statement
 * of column arrays (unnest) per thousand rows: building a 14-column VALUES list of a thousand rows
 * costs more than the database's work (the import's budget, ADR 0406).
 */
export async function insertSimSessions(db: Database, values: SimSessionValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000);
    const column = <T>(pick: (v: SimSessionValues) => T) => sql.param(batch.map(pick));
    const result = (await db.execute(sql`
      insert into ${simSessions} (
        first_pilot_crew_code, first_pilot_name, second_pilot_crew_code, second_pilot_name,
        sima_instructor_crew_code, sima_instructor_name, simb_instructor_crew_code, simb_instructor_name,
        sessiona_date_time, sessiona_place, sessionb_date_time, sessionb_place, note, created_by)
      select c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14 from unnest(
        ${column((v) => v.firstPilotCrewCode)}::text[], ${column((v) => v.firstPilotName ?? null)}::text[],
        ${column((v) => v.secondPilotCrewCode)}::text[], ${column((v) => v.secondPilotName ?? null)}::text[],
        ${column((v) => v.simaInstructorCrewCode)}::text[], ${column((v) => v.simaInstructorName ?? null)}::text[],
        ${column((v) => v.simbInstructorCrewCode)}::text[], ${column((v) => v.simbInstructorName ?? null)}::text[],
        ${column((v) => v.sessionaDateTime.toISOString())}::timestamptz[], ${column((v) => v.sessionaPlace)}::text[],
        ${column((v) => v.sessionbDateTime.toISOString())}::timestamptz[], ${column((v) => v.sessionbPlace)}::text[],
        ${column((v) => v.note ?? null)}::text[], ${column((v) => v.createdBy ?? null)}::int[])
      with ordinality as t(c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, n)
      order by n
      returning id`)) as unknown as { rows: { id: number }[] };
    const batchIds = result.rows.map((r) => Number(r.id));
    ids.push(...batchIds);
    await db.execute(sql`
      insert into ${simForms} (sim_id, pilot_order)
      select id, pilot_order from unnest(${sql.param(batchIds)}::int[]) as s(id) cross join (values (1), (2)) as o(pilot_order)`);
  }
  return ids;
}

export async function updateSimSessionRow(db: Database, id: number, values: SimSessionValues) {
  const [row] = await db
    .update(simSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(simSessions.id, id))
    .returning({ id: simSessions.id });
  // Its forms name its people, times and places: each form's version moves with them (its trigger),
  // so a stage queued on the session as it was is refused rather than filed under another (ADR 1600).
  if (row) await db.update(simForms).set({ simId: id }).where(eq(simForms.simId, id));
  return row;
}

/** The stored row, locked until the transaction ends (an edit or a delete). */
export async function lockSimSession(db: Database, id: number): Promise<SimSessionRow | undefined> {
  const [row] = await db.select().from(simSessions).where(eq(simSessions.id, id)).for("update");
  return row;
}

export async function simSessionRow(db: Database, id: number): Promise<SimSessionRow | undefined> {
  const [row] = await db.select().from(simSessions).where(eq(simSessions.id, id));
  return row;
}

export async function simSessionById(db: Database, id: number): Promise<SimSession | undefined> {
  const rows = await joined(db).where(eq(simSessions.id, id));
  return (await withHistory(db, rows))[0];
}

/** Whether any form of the session has a submitted file (a SIM stage, the CAAV form or e-learning). */
export async function simHasSubmissions(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: simFormSubmissions.id })
    .from(simFormSubmissions)
    .innerJoin(simForms, eq(simForms.id, simFormSubmissions.formId))
    .where(eq(simForms.simId, id))
    .limit(1);
  if (row) return true;
  const [form] = await db
    .select({ id: simForms.id })
    .from(simForms)
    .where(
      and(
        eq(simForms.simId, id),
        sql`coalesce(${simForms.firstSubmit}, ${simForms.secondSubmit}, ${simForms.thirdSubmit}, ${simForms.caavForm}, ${simForms.elearningClue}) is not null`,
      ),
    )
    .limit(1);
  return Boolean(form);
}

export async function simSessionForms(db: Database, simId: number) {
  return db.select().from(simForms).where(eq(simForms.simId, simId)).orderBy(asc(simForms.pilotOrder));
}

export async function deleteSimSessionRow(db: Database, id: number) {
  await db.delete(simSessions).where(eq(simSessions.id, id));
}

/** Stored sessions with either session starting in [from, to): what the conflict rule compares with. */
export async function simSessionsNear(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(simSessions)
    .where(
      or(
        and(gte(simSessions.sessionaDateTime, from), lt(simSessions.sessionaDateTime, to)),
        and(gte(simSessions.sessionbDateTime, from), lt(simSessions.sessionbDateTime, to)),
      ),
    );
}

/** The sessions of a crew code with either session starting from `from`, soonest first (the calendar). */
export async function upcomingSimSessionsOf(db: Database, crewCode: string, from: Date, limit: number) {
  return db
    .select()
    .from(simSessions)
    .where(
      and(
        scopeCondition(crewCode, "any"),
        or(gte(simSessions.sessionaDateTime, from), gte(simSessions.sessionbDateTime, from)),
      ),
    )
    .orderBy(asc(simSessions.sessionaDateTime))
    .limit(limit);
}

/** One page of the SIM list with both pilots' forms, searched, filtered and sorted in SQL. */
export async function simSessionPage(
  db: Database,
  input: SimListInput,
  scope: SimScope,
): Promise<{ sim_list: SimSession[]; total: number }> {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  // The conditions over the sessions, or over their narrow search table (ADR 1100), with the
  // same flags and values either way, so both are one shape.
  const conditions = (columns: { date: AnyColumn; search: AnyColumn }) => {
    const list = listConditions("sim.list");
    if (!("all" in scope))
      list.add(`seat_${scope.seats}`, scope.crewCode, (p) => scopeCondition(sql`${p}`, scope.seats));
    else if (scope.fleet !== null)
      list.add("fleet", scope.fleet, (p) =>
        crewOfFleet(sql`${p}`, simSessions.firstPilotCrewCode, simSessions.secondPilotCrewCode),
      );
    const range = input.date_range;
    // The list's date is session A's, in the airline's local days.
    if (range?.start_date)
      list.add("start", dayStart(range.start_date).toISOString(), (p) => gte(columns.date, p));
    if (range?.end_date)
      list.add("end", nextDayStart(range.end_date).toISOString(), (p) => lt(columns.date, p));
    // A keyword of one or two characters is looked up in the search text's kept grams.
    if (input.keyword) list.keyword(input.keyword, (contains) => contains(columns.search), SIM_SEARCH_GRAMS);
    return list;
  };
  const list = conditions({ date: simSessions.sessionaDateTime, search: simSessions.searchText });
  // The whole list searched by a keyword with a trigram (one that may match most sessions) is
  // counted off the narrow search table, whose rows hold only what these conditions read.
  const narrow =
    "all" in scope && scope.fleet === null && input.keyword && hasTrigram(input.keyword)
      ? () => conditions({ date: simSessionSearch.sessionaDateTime, search: simSessionSearch.searchText })
      : undefined;
  // Built only when a shape is first prepared, after pagedQuery has chosen a short keyword's path.
  const page = await pagedQuery({
    db,
    rows: () => joined(db),
    ids: () => db.select({ id: simSessions.id }).from(simSessions).where(list.where()).$dynamic(),
    key: simSessions.id,
    page: { ...input, sort_by: input.filter },
    sort: {
      columns: SORT_COLUMNS,
      fallback: simSessions.simaInstructorName,
      tiebreak: simSessions.id,
      // A crew code's seats are found by their indexes and their few sessions sorted.
      sortMatches: !("all" in scope),
    },
    // A keyword such as a place matches most sessions, and counting them reads every row:
    // the count is kept while no statement writes the sessions.
    count: () =>
      narrow
        ? db
            .select({ total: countAll(), version: versionColumn(simSessions) })
            .from(simSessionSearch)
            .where(narrow().where())
        : db
            .select({ total: countAll(), version: versionColumn(simSessions) })
            .from(simSessions)
            .where(list.where()),
    countVersion: () => tableVersion(db, simSessions),
    prepared: list.prepared(),
  });
  return { sim_list: await withHistory(db, page.rows), total: page.total };
}
