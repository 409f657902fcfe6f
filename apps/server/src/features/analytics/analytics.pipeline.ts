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
import { pipelineItemStages, pipelineItems } from "../../db/tables/analytics.table";
import { pilots } from "../../db/tables/pilot.table";
import { rowsOf } from "../../lib/sql";

/** The kept items (and their statuses) of the fleet that started in the period, by their local day. */
const inPeriod = (input: PipelineInput) =>
  sql`fleet = ${input.fleet} and start_day between ${input.start_date} and ${input.end_date}`;

/** The Completed status of the row's kind. */
const completedStatus = (kind: string) =>
  sql.raw(
    `case ${kind} ${PIPELINE_KINDS.map((name) => `when '${name}' then ${PIPELINE_COMPLETED[name]}`).join(" ")} end`,
  );

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

/** A stage's figures and moves out in a month (null: over the whole period); numbers as the drivers give them. */
interface StageRow {
  kind: PipelineKind;
  status: number;
  month: string | null;
  /** Items that entered the status, and the median and p90 of their days (null with none). */
  count: number;
  median: number | null;
  p90: number | null;
  moves: number;
  rejected: number;
}

/**
 * The pipeline's rows from the kept items and statuses (migration 0037), read through their
 * fleet-and-day indexes: every stage's times and moves out in one grouped pass (percentiles skip the
 * statuses only left, whose days are null), then the open items past their kind's p90 to Completed.
 */
async function pipelineRows(db: Database, input: PipelineInput, now: Date) {
  const [stages, any] = await Promise.all([
    db.execute(sql`
      select kind, status, case when grouping(month) = 1 then null else month end as month,
             count(days)::int as count,
             percentile_cont(0.5) within group (order by days) as median,
             percentile_cont(0.9) within group (order by days) as p90,
             sum(moves_out)::int as moves, sum(rejected_out)::int as rejected
        from ${pipelineItemStages}
       where ${inPeriod(input)}
       group by grouping sets ((kind, status, month), (kind, status))`),
    db.execute(sql`select exists (select 1 from ${pipelineItems} where ${inPeriod(input)}) as any`),
  ]);
  const rows = rowsOf<StageRow>(stages);
  const completedP90 = PIPELINE_KINDS.flatMap((kind) => {
    const row = rows.find(
      (stage) => stage.kind === kind && stage.status === PIPELINE_COMPLETED[kind] && stage.month === null,
    );
    return row?.p90 == null ? [] : [sql`(${kind}, ${Number(row.p90)}::float8)`];
  });
  const age = sql`extract(epoch from ${now.toISOString()}::timestamptz - item.started_at) / 86400`;
  const overdue = completedP90.length
    ? rowsOf<OverdueRow>(
        await db.execute(sql`
          select item.kind, item.item_id as id, item.crew_code, pilot.full_name, item.status::int as status,
                 to_char(item.start_day, 'YYYY-MM') as month, (${age})::float8 as age_days, p90.days as p90_days
            from ${pipelineItems} item
            join (values ${sql.join(completedP90, sql`, `)}) as p90(kind, days) on p90.kind = item.kind
            left join ${pilots} pilot on pilot.crew_code = item.crew_code
           where item.fleet = ${input.fleet}
             and item.start_day between ${input.start_date} and ${input.end_date}
             and item.status <> ${completedStatus("item.kind")}
             and ${age} > p90.days
           order by item.started_at, item.kind, item.item_id`),
      )
    : [];
  return {
    any: Boolean(rowsOf<{ any: boolean }>(any)[0]?.any),
    stages: rows,
    overdue,
  };
}

const numberOrNull = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/**
 * Time from start to each status and the reject rate of each stage, per month and over the period,
 * with the open items already past the period's 90th percentile.
 */
export async function pipeline(
  db: Database,
  input: PipelineInput,
  months: string[],
  now: Date,
): Promise<PipelineReply> {
  const rows = await pipelineRows(db, input, now);
  const stageOf = new Map(rows.stages.map((row) => [`${row.kind}/${row.status}/${row.month}`, row]));
  const figures = (kind: string, status: number, month: string | null) => {
    const row = stageOf.get(`${kind}/${status}/${month}`);
    return {
      count: row?.count ?? 0,
      median_days: numberOrNull(row?.median),
      p90_days: numberOrNull(row?.p90),
    };
  };
  const rejectFigures = (kind: string, status: number, month: string | null) => {
    const row = stageOf.get(`${kind}/${status}/${month}`);
    const moves = row?.moves ?? 0;
    const rejected = row?.rejected ?? 0;
    return { moves, rejected, reject_rate: moves > 0 ? rejected / moves : null };
  };
  return {
    fleet: input.fleet,
    start_date: input.start_date,
    end_date: input.end_date,
    empty: !rows.any,
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
