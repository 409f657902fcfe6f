import {
  approvalWaitingStatuses,
  elearningWaitingCompletion,
  lineCheckReadingWaitingCompletion,
  lineCheckWaitingStatuses,
  lineTrainingWaitingStatuses,
  MY_TASK_ITEMS_PER_KIND,
  type SessionUser,
  type SimFormWaitingCase,
  simFormWaitingCases,
  TRAINING_RECORD_KINDS,
  type TrainingRecordKind,
} from "@trms/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SnapshotCache, snapshotCache } from "../../lib/snapshot-cache";
import { preparedSql, rowsOf } from "../../lib/sql";

/** Rows of one kind with `total`, the count of every match (a window over the whole match, before the limit). */
type Counted<T> = T & { total: string | number };

/** A list of numbers or booleans written by the code (never by the caller) into the statement. */
const literals = (values: readonly (number | boolean)[]) => sql.raw(values.map(String).join(", "));

/** A condition that holds when `value` is true, and is false when `value` is false. */
const holds = (condition: SQL, value: boolean) => (value ? sql`(${condition})` : sql`not (${condition})`);

/** An ISO 8601 date-time (with offset) of a timestamptz, the same text on both drivers. */
const isoDateTime = (column: string) => sql.raw(`(to_json(${column}) #>> '{}')`);

/** The table and day column of each kind of training record. */
const RECORD_TABLES: Record<TrainingRecordKind, { table: string; day: string }> = {
  training_flight: { table: "training_flights", day: "date_of_flight" },
  base_training: { table: "base_trainings", day: "date_of_flight" },
  theory_test: { table: "theory_tests", day: "date_of_test" },
  progress_theory: { table: "progress_theory_reports", day: "date_of_test" },
};

/** The caller's crew code and pilot id: the statement's only values, so it is prepared once per shape. */
const me = sql.placeholder("me");
const myPilotId = sql.placeholder("pilot_id");

/** One make-up of a session (seats, instructors, placeholder) with its waiting statuses, as SQL. */
function simCaseCondition(waiting: SimFormWaitingCase): SQL {
  const pilotSeat = sql`(case when f.pilot_order = 1 then s.first_pilot_crew_code else s.second_pilot_crew_code end) = ${me}`;
  return sql`(${sql.join(
    [
      holds(pilotSeat, waiting.pilot),
      holds(sql`s.sima_instructor_crew_code = ${me}`, waiting.sima),
      holds(sql`s.simb_instructor_crew_code = ${me}`, waiting.simb),
      holds(sql`s.sima_instructor_crew_code = s.simb_instructor_crew_code`, waiting.same_instructor),
      holds(sql`s.first_pilot_crew_code = '0000' or s.second_pilot_crew_code = '0000'`, waiting.placeholder),
      sql`f.form_status in (${literals(waiting.statuses)})`,
    ],
    sql` and `,
  )})`;
}

export interface SimFormTaskRow {
  id: number;
  sim_id: number;
  pilot_order: number;
  form_status: number;
  caav_form_status: number;
  elearning_completion: boolean;
  has_first_submit: boolean;
  has_third_submit: boolean;
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
  pilot_crew_code: string;
  pilot_name: string | null;
  sessiona_date_time: string;
}

export interface RecordTaskRow {
  record_kind: TrainingRecordKind;
  id: number;
  date: string;
  instructor_name: string;
}

export interface LineCheckTaskRow {
  id: number;
  pilot_crew_code: string;
  pilot_name: string | null;
  instructor_crew_code: string;
  instructor_name: string | null;
  line_check_status: number;
  linecheck_document_completion: boolean;
  line_check_date: string;
}

export interface LineTrainingTaskRow {
  id: number;
  pilot_crew_code: string;
  pilot_name: string | null;
  line_training_type: number;
  start_date: string;
}

export interface ElearningTaskRow {
  id: number;
  sim_id: number;
  pilot_crew_code: string;
  pilot_name: string | null;
  sessiona_date_time: string;
}

/** A kind's count and its first rows. */
export interface TaskPage<T> {
  total: number;
  rows: T[];
}

/**
 * What the caller's rules let wait on them, kind by kind (read off the tables in `packages/shared`):
 * with the two values, all that shapes the statement, so it also names the prepared statement.
 */
function waitingOn(actor: SessionUser) {
  const hasCrewCode = Boolean(actor.crew_code);
  return {
    simForms: hasCrewCode ? simFormWaitingCases(actor) : [],
    approvals: TRAINING_RECORD_KINDS.map((kind) => [kind, approvalWaitingStatuses(actor, kind)] as const),
    lineCheckForms: hasCrewCode ? lineCheckWaitingStatuses(actor) : { pilot: [], instructor: [] },
    lineCheckReading: hasCrewCode ? lineCheckReadingWaitingCompletion(actor) : [],
    lineTrainingForms: hasCrewCode ? lineTrainingWaitingStatuses(actor) : [],
    elearning: hasCrewCode ? elearningWaitingCompletion(actor) : [],
  };
}
type Waiting = ReturnType<typeof waitingOn>;

const limit = sql.raw(String(MY_TASK_ITEMS_PER_KIND));

/** Each database's kept answers: the snapshot check is per database (or transaction) object. */
const keptAnswers = new WeakMap<Database, SnapshotCache<Record<string, unknown> | undefined>>();

function keptFor(db: Database) {
  let kept = keptAnswers.get(db);
  if (!kept) {
    kept = snapshotCache(db, { max: 256 });
    keptAnswers.set(db, kept);
  }
  return kept;
}

/**
 * "What waits on me" in SQL: each kind is one query that counts every match and returns
 * the first few, read through the crew-code and pilot indexes of the caller's own rows; the kinds
 * are sent together as one statement (ADR 1078), prepared once per shape of the rules (ADR 1080).
 */
const statements: Record<keyof Waiting, (waiting: Waiting) => SQL | null> = {
  /** SIM forms whose upload stage is open to the caller now, oldest session first. */
  simForms({ simForms: cases }) {
    if (cases.length === 0) return null;
    return sql`
      select f.id, f.sim_id, f.pilot_order, f.form_status, f.caav_form_status, f.elearning_completion,
        f.first_submit is not null as has_first_submit, f.third_submit is not null as has_third_submit,
        s.first_pilot_crew_code, s.second_pilot_crew_code, s.sima_instructor_crew_code,
        s.simb_instructor_crew_code,
        case when f.pilot_order = 1 then s.first_pilot_crew_code else s.second_pilot_crew_code end as pilot_crew_code,
        case when f.pilot_order = 1 then s.first_pilot_name else s.second_pilot_name end as pilot_name,
        ${isoDateTime("s.sessiona_date_time")} as sessiona_date_time,
        count(*) over () as total
      from sim_sessions s cross join lateral (
        -- Each of the caller's sessions' forms in a status some case waits in, looked up in
        -- sim_forms_open_sim_idx (none of these statuses is Completed); "offset 0" keeps the lookup
        -- per session, so the planner cannot turn it into a scan of every open form (ADR 1080).
        select * from sim_forms f where f.sim_id = s.id
          and f.form_status in (${literals([...new Set(cases.flatMap((c) => c.statuses))].sort((a, b) => a - b))})
        offset 0) f
      where (s.first_pilot_crew_code = ${me} or s.second_pilot_crew_code = ${me}
          or s.sima_instructor_crew_code = ${me} or s.simb_instructor_crew_code = ${me})
        and (${sql.join(cases.map(simCaseCondition), sql` or `)})
      order by s.sessiona_date_time, f.id
      limit ${limit}`;
  },

  /** The caller's training records of every kind awaiting their approval, oldest first. */
  approvals({ approvals }) {
    const branches = approvals.flatMap(([kind, statuses]) => {
      if (statuses.length === 0) return [];
      const { table, day } = RECORD_TABLES[kind];
      return [
        sql`select ${kind}::text as record_kind, id, ${sql.raw(day)}::text as date, instructor_name
          from ${sql.raw(table)} where pilot_id = ${myPilotId} and status in (${literals(statuses)})`,
      ];
    });
    if (branches.length === 0) return null;
    return sql`
      select r.*, count(*) over () as total from (${sql.join(branches, sql` union all `)}) r
      order by r.date, r.record_kind, r.id
      limit ${limit}`;
  },

  /** Line checks whose form waits on the caller, as their pilot or their instructor. */
  lineCheckForms({ lineCheckForms: { pilot, instructor } }) {
    const seats: SQL[] = [];
    if (pilot.length > 0)
      seats.push(sql`(pilot_crew_code = ${me} and line_check_status in (${literals(pilot)}))`);
    if (instructor.length > 0)
      seats.push(sql`(instructor_crew_code = ${me} and line_check_status in (${literals(instructor)}))`);
    if (seats.length === 0) return null;
    return sql`
      select id, pilot_crew_code, pilot_name, instructor_crew_code, instructor_name, line_check_status,
        linecheck_document_completion, ${isoDateTime("line_check_date")} as line_check_date,
        count(*) over () as total
      from line_checks where ${sql.join(seats, sql` or `)}
      order by line_check_date, id
      limit ${limit}`;
  },

  /** The caller's latest line check while its documents wait to be confirmed as read. */
  lineCheckReading({ lineCheckReading: waiting }) {
    if (waiting.length === 0) return null;
    return sql`
      select l.*, count(*) over () as total from (
        select id, pilot_crew_code, pilot_name, instructor_crew_code, instructor_name, line_check_status,
          linecheck_document_completion, ${isoDateTime("line_check_date")} as line_check_date
        from line_checks where pilot_crew_code = ${me}
        order by line_checks.line_check_date desc, id desc limit 1) l
      where l.linecheck_document_completion in (${literals(waiting)})`;
  },

  /** The caller's line trainings waiting for their first form. */
  lineTrainingForms({ lineTrainingForms: statuses }) {
    if (statuses.length === 0) return null;
    return sql`
      select id, pilot_crew_code, pilot_name, line_training_type, start_date::text as start_date,
        count(*) over () as total
      from line_trainings
      where pilot_crew_code = ${me} and status in (${literals(statuses)}) and last_submit is null
      order by line_trainings.start_date, id
      limit ${limit}`;
  },

  /** The caller's form on their latest SIM session while its e-learning is not finished. */
  elearning({ elearning: waiting }) {
    if (waiting.length === 0) return null;
    return sql`
      select l.form_id as id, l.sim_id, l.crew_code as pilot_crew_code,
        case when f.pilot_order = 1 then s.first_pilot_name else s.second_pilot_name end as pilot_name,
        ${isoDateTime("s.sessiona_date_time")} as sessiona_date_time,
        count(*) over () as total
      from (select c.form_id, c.sim_id, c.crew_code, c.elearning_completion from pilot_sim_forms c
        where c.crew_code = ${me} order by c.session_date desc, c.sim_id desc limit 1) l
      join sim_forms f on f.id = l.form_id join sim_sessions s on s.id = l.sim_id
      where l.elearning_completion in (${literals(waiting)})`;
  },
};

/**
 * Every kind's count and first rows for the caller, in one statement: each kind is a
 * subquery read back as JSON in its own order, so the call takes one connection and one round trip.
 */
export async function myTasksRows(db: Database, actor: SessionUser) {
  const kept = keptFor(db);
  const waiting = waitingOn(actor);
  // Built and prepared once per shape of the caller's rules: only the values change.
  const statement = preparedSql(db, `my tasks:${JSON.stringify(waiting)}`, () => {
    const parts = (Object.keys(statements) as (keyof Waiting)[]).flatMap((kind) => {
      const part = statements[kind](waiting);
      return part
        ? [sql`(select coalesce(json_agg(t), '[]'::json) from (${part}) t) as ${sql.identifier(kind)}`]
        : [];
    });
    // Nothing can wait on the caller: one row without columns.
    return parts.length === 0 ? sql`select` : sql`select ${sql.join(parts, sql`, `)}`;
  });
  const values = { me: actor.crew_code ?? null, pilot_id: actor.pilot_id ?? null };
  // The statement's shape and values are all its rows depend on: read again once any write
  // completes.
  const row = await kept.get(JSON.stringify([waiting, values]), async () => {
    const [first] = rowsOf<Record<string, unknown>>(await statement.execute(values));
    return first;
  });
  function pageOf<T>(kind: keyof Waiting): TaskPage<T> {
    const rows = (row?.[kind] ?? []) as Counted<T>[];
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map(({ total: _total, ...rest }) => rest as T),
    };
  }
  return {
    simForms: pageOf<SimFormTaskRow>("simForms"),
    approvals: pageOf<RecordTaskRow>("approvals"),
    lineCheckForms: pageOf<LineCheckTaskRow>("lineCheckForms"),
    lineCheckReading: pageOf<LineCheckTaskRow>("lineCheckReading"),
    lineTrainingForms: pageOf<LineTrainingTaskRow>("lineTrainingForms"),
    elearning: pageOf<ElearningTaskRow>("elearning"),
  };
}
