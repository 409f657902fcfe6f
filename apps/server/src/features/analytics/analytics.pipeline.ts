import {
  PIPELINE_COMPLETED,
  PIPELINE_KINDS,
  PIPELINE_REJECT_STAGES,
  PIPELINE_STAGES,
  type PipelineInput,
  type PipelineKind,
  type PipelineReply,
} from "@trms/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/sql";
import { workflowHistory } from "../../lib/workflow-history.table";
import { lineChecks } from "../line-check";
import { lineTrainings } from "../line-training";
import { pilots } from "../pilot";
import { simSessions } from "../sim";
import { simForms } from "../sim-form";

/** The local day and month of a start: the training office works on Vietnam's calendar. */
const ZONE = "Asia/Ho_Chi_Minh";

/**
 * The fleet's SIM forms (started when the later of the session's two parts begins), line checks (their
 * date) and line trainings (their start day's local midnight) started in the period, with the pilot.
 */
const itemsInPeriod = (input: PipelineInput) => sql`
  items as (
    select 'sim_form' as kind, form.id, pilot.crew_code, pilot.full_name, form.form_status::int as status,
           greatest(session.sessiona_date_time, session.sessionb_date_time) as started_at
      from ${simForms} form
      join ${simSessions} session on session.id = form.sim_id
      join ${pilots} pilot on pilot.crew_code = case form.pilot_order when 1 then session.first_pilot_crew_code
                                                                   else session.second_pilot_crew_code end
     where pilot.fleet = ${input.fleet}
    union all
    select 'line_check', line_check.id, pilot.crew_code, pilot.full_name, line_check.line_check_status::int,
           line_check.line_check_date
      from ${lineChecks} line_check
      join ${pilots} pilot on pilot.crew_code = line_check.pilot_crew_code
     where pilot.fleet = ${input.fleet}
    union all
    select 'line_training', training.id, training.pilot_crew_code, pilot.full_name, training.status::int,
           training.start_date::timestamp at time zone ${ZONE}
      from ${lineTrainings} training
      left join ${pilots} pilot on pilot.crew_code = training.pilot_crew_code
     where coalesce(training.fleet, pilot.fleet) = ${input.fleet}),
  in_period as (
    select items.*, to_char(started_at at time zone ${ZONE}, 'YYYY-MM') as month
      from items
     where (started_at at time zone ${ZONE})::date between ${input.start_date} and ${input.end_date}),
  moves as (
    select in_period.kind, in_period.id, in_period.month, in_period.started_at,
           history.from_status::int as from_status, history.to_status::int as to_status, history.action, history.at
      from in_period
      join ${workflowHistory} history on history.entity = in_period.kind and history.entity_id = in_period.id::text
     where history.to_status <> history.from_status),
  entered as (
    select kind, id, month, to_status as status,
           (extract(epoch from min(at) - started_at) / 86400)::float8 as days
      from moves
     group by kind, id, month, to_status, started_at)`;

/** A status's place in its workflow: a SIM form's Failed (6) falls back before every stage. */
const stageRank = (status: string) =>
  sql.raw(`case when kind = 'sim_form' and ${status} = 6 then 0 else ${status} end`);

/** The Completed status of the row's kind. */
const completedStatus = (kind: string) =>
  sql.raw(
    `case ${kind} ${PIPELINE_KINDS.map((name) => `when '${name}' then ${PIPELINE_COMPLETED[name]}`).join(" ")} end`,
  );

interface FigureRow {
  kind: PipelineKind;
  status: number;
  /** Null on the whole period's row. */
  month: string | null;
  count: number;
  median: number | null;
  p90: number | null;
}
interface RejectRow {
  kind: PipelineKind;
  status: number;
  month: string | null;
  moves: number;
  rejected: number;
}
interface OverdueRow {
  kind: PipelineKind;
  id: number;
  crew_code: string;
  full_name: string | null;
  status: number;
  month: string;
  age_days: number;
  p90_days: number;
}

/** The pipeline's figures in three statements over the same items, each grouped in one pass. */
async function pipelineRows(db: Database, input: PipelineInput, now: Date) {
  const [items, figures, rejects, overdue] = await Promise.all([
    db.execute(sql`with ${itemsInPeriod(input)} select count(*)::int as count from in_period`),
    db.execute(sql`with ${itemsInPeriod(input)}
      select kind, status, case when grouping(month) = 1 then null else month end as month, count(*)::int as count,
             percentile_cont(0.5) within group (order by days) as median,
             percentile_cont(0.9) within group (order by days) as p90
        from entered
       group by grouping sets ((kind, status, month), (kind, status))`),
    db.execute(sql`with ${itemsInPeriod(input)}
      select kind, from_status as status, case when grouping(month) = 1 then null else month end as month,
             count(*)::int as moves,
             (count(*) filter (where action = 'reject' or ${stageRank("to_status")} < ${stageRank("from_status")}))::int as rejected
        from moves
       group by grouping sets ((kind, from_status, month), (kind, from_status))`),
    db.execute(sql`with ${itemsInPeriod(input)},
      completed_p90 as (
        select kind, percentile_cont(0.9) within group (order by days) as p90
          from entered where status = ${completedStatus("kind")} group by kind)
      select in_period.kind, in_period.id, in_period.crew_code, in_period.full_name, in_period.status,
             in_period.month, (extract(epoch from ${now.toISOString()}::timestamptz - in_period.started_at) / 86400)::float8 as age_days,
             completed_p90.p90 as p90_days
        from in_period join completed_p90 on completed_p90.kind = in_period.kind
       where in_period.status <> ${completedStatus("in_period.kind")}
         and extract(epoch from ${now.toISOString()}::timestamptz - in_period.started_at) / 86400 > completed_p90.p90
       order by in_period.started_at, in_period.kind, in_period.id`),
  ]);
  return {
    items: rowsOf<{ count: number }>(items)[0]?.count ?? 0,
    figures: rowsOf<FigureRow>(figures),
    rejects: rowsOf<RejectRow>(rejects),
    overdue: rowsOf<OverdueRow>(overdue),
  };
}

const numberOrNull = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/**
 * Time from start to each status and the reject rate of each stage, per month and over the period,
 * with the open items already past the period's 90th percentile (issue 30 item 3, ADR 1068).
 */
export async function pipeline(
  db: Database,
  input: PipelineInput,
  months: string[],
  now: Date,
): Promise<PipelineReply> {
  const rows = await pipelineRows(db, input, now);
  const figureOf = new Map(rows.figures.map((row) => [`${row.kind}/${row.status}/${row.month}`, row]));
  const rejectOf = new Map(rows.rejects.map((row) => [`${row.kind}/${row.status}/${row.month}`, row]));
  const figures = (kind: string, status: number, month: string | null) => {
    const row = figureOf.get(`${kind}/${status}/${month}`);
    return {
      count: row?.count ?? 0,
      median_days: numberOrNull(row?.median),
      p90_days: numberOrNull(row?.p90),
    };
  };
  const rejectFigures = (kind: string, status: number, month: string | null) => {
    const row = rejectOf.get(`${kind}/${status}/${month}`);
    const moves = row?.moves ?? 0;
    const rejected = row?.rejected ?? 0;
    return { moves, rejected, reject_rate: moves > 0 ? rejected / moves : null };
  };
  return {
    fleet: input.fleet,
    start_date: input.start_date,
    end_date: input.end_date,
    empty: rows.items === 0,
    measures: PIPELINE_KINDS.flatMap((kind) =>
      PIPELINE_STAGES[kind].map((status) => ({
        kind,
        status,
        ...figures(kind, status, null),
        months: months.map((month) => ({ month, ...figures(kind, status, month) })),
      })),
    ),
    rejects: PIPELINE_KINDS.flatMap((kind) =>
      PIPELINE_REJECT_STAGES[kind].map((status) => ({
        kind,
        status,
        ...rejectFigures(kind, status, null),
        months: months.map((month) => ({ month, ...rejectFigures(kind, status, month) })),
      })),
    ),
    overdue: rows.overdue.map((row) => ({
      kind: row.kind,
      id: row.id,
      pilot_crew_code: row.crew_code,
      pilot_name: row.full_name,
      status: row.status,
      month: row.month,
      age_days: Number(row.age_days),
      p90_days: Number(row.p90_days),
    })),
  };
}
