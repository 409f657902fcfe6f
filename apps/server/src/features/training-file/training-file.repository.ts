import {
  checkResult,
  type LedgerRow,
  TRAINING_FILE_AUDIT_ENTITIES,
  type TrainingFileApproval,
  type TrainingFileItem,
  type TrainingFileKind,
  type TrainingFileTimelineInput,
} from "@trms/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilotValidities } from "../../db/tables/ledger.table";
import { pilots } from "../../db/tables/pilot.table";
import { toLedgerRow } from "../ledger";

/** The pilot a file is read for: the id for the records that name it, the crew code for the rest. */
export interface FilePilot {
  id: number;
  crewCode: string;
}

/** Where a record sits in time order: its day, then when it was written, then kind and id. */
export interface FileCursor {
  day: string;
  at: string;
  kind: string;
  id: number;
}

interface RawItem {
  kind: TrainingFileKind;
  id: number;
  day: string;
  at: string;
  type: number | null;
  status: number;
  passed: boolean | null;
  score: number | null;
  approved_at: string | null;
  instructor: string | null;
  summary: string | null;
  sim_id: number | null;
  imported: boolean;
  total?: number;
}

/** One audit row of a record, as the PDF prints it. */
export interface FileAuditRow {
  /** The record kind the row was written for (a SIM form's CAAV and e-learning moves have their own). */
  entity: string;
  action: string;
  at: Date;
  actorName: string | null;
  changes: unknown;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const VIETNAM = "Asia/Ho_Chi_Minh";
const localDay = (column: string) => sql.raw(`to_char(${column} at time zone '${VIETNAM}', 'YYYY-MM-DD')`);

/**
 * Every record of the pilot as one UNION ALL, one branch per table, each read off the index that
 * finds a pilot's rows (pilot id, or the crew code the SIM, line check and line training rows keep).
 */
function recordsOf(pilot: FilePilot): SQL {
  const { id, crewCode } = pilot;
  const trainingRecord = (
    kind: string,
    table: string,
    day: string,
    passed: string,
    score: string,
    summary: string,
  ) =>
    sql`select ${kind}::text as kind, r.id, to_char(r.${sql.raw(day)}, 'YYYY-MM-DD') as day, r.created_at as at,
          ${sql.raw(kind === "training_flight" ? "r.flight_type" : "null::smallint")} as type, r.status,
          ${sql.raw(passed)} as passed, ${sql.raw(score)}::float8 as score, r.approved_at,
          r.instructor_name as instructor, ${sql.raw(summary)} as summary, null::int as sim_id,
          r.import_batch_id is not null as imported
        from ${sql.raw(table)} r where r.pilot_id = ${id}`;
  const simForm = (order: 1 | 2, column: string) =>
    sql`select 'sim_form'::text, f.id, ${localDay("s.sessiona_date_time")}, s.sessiona_date_time, null::smallint,
          f.form_status, null::boolean, null::float8, null::timestamptz,
          case when s.simb_instructor_name is distinct from s.sima_instructor_name
            then concat_ws(' / ', s.sima_instructor_name, s.simb_instructor_name) else s.sima_instructor_name end,
          case when s.sessionb_place <> s.sessiona_place then s.sessiona_place || ' · ' || s.sessionb_place
            else s.sessiona_place end, s.id, s.import_batch_id is not null
        from sim_sessions s join sim_forms f on f.sim_id = s.id and f.pilot_order = ${order}
        where s.${sql.raw(column)} = ${crewCode}`;
  return sql.join(
    [
      trainingRecord(
        "training_flight",
        "training_flights",
        "date_of_flight",
        "r.phase_normal_progress",
        "r.check_overall_performance",
        "r.routes",
      ),
      trainingRecord("base_training", "base_trainings", "date_of_flight", "r.result", "null", "r.airport"),
      trainingRecord("theory_test", "theory_tests", "date_of_test", "r.result", "null", "null::text"),
      trainingRecord(
        "progress_theory",
        "progress_theory_reports",
        "date_of_test",
        "null::boolean",
        "r.overall_performance",
        "null::text",
      ),
      simForm(1, "first_pilot_crew_code"),
      simForm(2, "second_pilot_crew_code"),
      sql`select 'line_check'::text, c.id, ${localDay("c.line_check_date")}, c.line_check_date, null::smallint,
            c.line_check_status, null::boolean, null::float8, null::timestamptz, c.instructor_name,
            c.line_check_sectors, null::int, c.import_batch_id is not null
          from line_checks c where c.pilot_crew_code = ${crewCode}`,
      sql`select 'line_training'::text, t.id, to_char(t.start_date, 'YYYY-MM-DD'), t.created_at,
            t.line_training_type, t.status, null::boolean, null::float8, null::timestamptz, null::text,
            null::text, null::int, t.import_batch_id is not null
          from line_trainings t where t.pilot_crew_code = ${crewCode}`,
      sql`select 'event_report'::text, e.id, ${localDay("e.occurred_at")}, e.occurred_at, null::smallint,
            0::smallint, null::boolean, p.minus_point::float8, null::timestamptz, null::text,
            e.flight_number || ' · ' || e.sector, null::int, false
          from event_report_pilots p join event_reports e on e.id = p.report_id where p.pilot_id = ${id}`,
    ],
    sql` union all `,
  );
}

/** A record's approval: the trainee's for training records, the workflow's last stage otherwise. */
function approvalOf(kind: TrainingFileKind, status: number): TrainingFileApproval | null {
  switch (kind) {
    case "training_flight":
    case "base_training":
    case "theory_test":
    case "progress_theory":
      return status === 1 ? "approved" : "pending";
    case "sim_form":
      return status === 5 ? "approved" : status === 6 ? "failed" : "pending";
    case "line_check":
      return status === 4 ? "approved" : "pending";
    case "line_training":
      return status === 3 ? "approved" : "pending";
    case "event_report":
      return null;
  }
}

function resultOf(raw: RawItem): TrainingFileItem["result"] {
  if (raw.kind === "training_flight")
    return checkResult({
      flight_type: raw.type ?? 0,
      phase_normal_progress: raw.passed,
      check_overall_performance: raw.score,
    });
  if (raw.kind === "base_training" || raw.kind === "theory_test")
    return raw.passed === null ? null : raw.passed ? "passed" : "failed";
  return null;
}

function toItem(raw: RawItem): TrainingFileItem {
  return {
    kind: raw.kind,
    id: raw.id,
    date: raw.day,
    type: raw.type,
    status: raw.status,
    result: resultOf(raw),
    score: raw.kind === "training_flight" ? null : raw.score,
    approval: approvalOf(raw.kind, raw.status),
    approved_at: raw.approved_at,
    instructor_name: raw.instructor,
    summary: raw.summary,
    sim_id: raw.sim_id,
    imported: raw.imported,
  };
}

/** An instant as ISO 8601 text in UTC, so both drivers hand it over alike. */
const isoOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const COLUMNS = sql.raw(
  `kind, id, day, ${isoOf("at")} as at, type, status, passed, score, ${isoOf("approved_at")} as approved_at, instructor, summary, sim_id, imported`,
);

/** The pilot's identity for the file's first page. */
export async function trainingFilePilot(db: Database, id: number) {
  const [row] = await db
    .select({
      id: pilots.id,
      userId: pilots.userId,
      crewCode: pilots.crewCode,
      fullName: pilots.fullName,
      fleet: pilots.fleet,
      status: pilots.status,
      dateOfBirth: pilots.dateOfBirth,
      caavNumber: pilots.caavNumber,
      fleetPosition: pilots.fleetPosition,
      base: pilots.base,
      joiningDate: pilots.joiningDate,
    })
    .from(pilots)
    .where(eq(pilots.id, id));
  return row;
}

/** The pilot's validities read on `today` (the ledger's row). */
export async function trainingFileValidities(
  db: Database,
  pilotId: number,
  today: string,
): Promise<LedgerRow["validities"] | null> {
  const [row] = await db
    .select({
      pilotId: pilotValidities.pilotId,
      crewCode: sql<string>`''`,
      fullName: sql<string>`''`,
      fleet: sql<string | null>`null`,
      toLdgValidUntil: pilotValidities.toLdgValidUntil,
      simValidUntil: pilotValidities.simValidUntil,
      lastSimCheckDate: pilotValidities.lastSimCheckDate,
      elearningSessionDate: pilotValidities.elearningSessionDate,
      elearningDone: pilotValidities.elearningDone,
      lineCheckValidUntil: pilotValidities.lineCheckValidUntil,
      lastLineCheckDate: pilotValidities.lastLineCheckDate,
    })
    .from(pilotValidities)
    .where(eq(pilotValidities.pilotId, pilotId));
  return row ? toLedgerRow(row, today).validities : null;
}

/** One page of the timeline, ordered and paged in SQL, with the count of all the pilot's records. */
export async function trainingFilePage(
  db: Database,
  pilot: FilePilot,
  input: Omit<TrainingFileTimelineInput, "with_files">,
) {
  const direction = sql.raw(input.order === "+" ? "asc" : "desc");
  const result = await db.execute(sql`
    select ${COLUMNS}, count(*) over () as total from (${recordsOf(pilot)}) as u
    order by day ${direction}, at ${direction}, kind ${direction}, id ${direction}
    limit ${input.page_count} offset ${(input.page_number - 1) * input.page_count}`);
  const rows = rowsOf<RawItem>(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && input.page_number > 1) {
    const count = await db.execute(sql`select count(*) as total from (${recordsOf(pilot)}) as u`);
    total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  }
  return { items: rows.map(toItem), total };
}

/** Up to `limit` records after the cursor, oldest first (the PDF reads the file in batches). */
export async function trainingFileBatch(
  db: Database,
  pilot: FilePilot,
  after: FileCursor | null,
  limit: number,
) {
  const where = after
    ? sql`where (day, at, kind, id) > (${after.day}, ${after.at}::timestamptz, ${after.kind}, ${after.id})`
    : sql``;
  const result = await db.execute(sql`
    select ${COLUMNS} from (${recordsOf(pilot)}) as u ${where}
    order by day, u.at, kind, id limit ${limit}`);
  const rows = rowsOf<RawItem>(result);
  const last = rows.at(-1);
  return {
    items: rows.map(toItem),
    next: rows.length === limit && last ? { day: last.day, at: last.at, kind: last.kind, id: last.id } : null,
  };
}

/**
 * The audit rows of many records in one statement, oldest first, keyed `kind:id`: each kind's
 * entities (a SIM form's CAAV and e-learning moves belong to the form).
 */
export async function trainingFileAuditOf(
  db: Database,
  items: Pick<TrainingFileItem, "kind" | "id">[],
): Promise<Map<string, FileAuditRow[]>> {
  const entities: string[] = [];
  const ids: string[] = [];
  const kindOf = new Map<string, TrainingFileKind>();
  for (const item of items)
    for (const entity of TRAINING_FILE_AUDIT_ENTITIES[item.kind]) {
      entities.push(entity);
      ids.push(String(item.id));
      kindOf.set(entity, item.kind);
    }
  const trails = new Map<string, FileAuditRow[]>();
  if (entities.length === 0) return trails;
  const result = await db.execute(sql`
    select a.entity, a.entity_id, a.action, a.at, u.full_name as actor_name, a.changes
    from audit_log a left join users u on u.id = a.actor_id
    where (a.entity, a.entity_id) in (
      select * from unnest(${sql.param(entities)}::text[], ${sql.param(ids)}::text[]))
    order by a.at, a.id`);
  for (const row of rowsOf<{
    entity: string;
    entity_id: string;
    action: string;
    at: Date | string;
    actor_name: string | null;
    changes: unknown;
  }>(result)) {
    const key = `${kindOf.get(row.entity)}:${row.entity_id}`;
    const entry = {
      entity: row.entity,
      action: row.action,
      at: new Date(row.at),
      actorName: row.actor_name,
      changes: typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes,
    };
    const list = trails.get(key);
    if (list) list.push(entry);
    else trails.set(key, [entry]);
  }
  return trails;
}

/** How many records of each kind the pilot's file holds (what an import's undo would take with it). */
export async function trainingFileCounts(db: Database, pilot: FilePilot): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`select kind, count(*)::int as records from (${recordsOf(pilot)}) as u group by kind`,
  );
  return Object.fromEntries(
    rowsOf<{ kind: string; records: number }>(result).map((r) => [r.kind, Number(r.records)]),
  );
}
