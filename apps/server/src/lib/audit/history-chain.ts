import {
  HISTORY_BREAKS_LISTED,
  HISTORY_TABLES,
  type HistoryBreak,
  type HistoryTable,
  type HistoryVerification,
} from "@trms/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { RETENTION_PURGE_ENTITY, RETENTION_PURGE_ENTITY_ID } from "../retention/purge-entity";
import { rowsOf } from "../sql";

/**
 * The tamper-evident history (ADR 1060). Migration 0031 seals every audit and
 * workflow history row as it is inserted: `chain_seq`, its place in its record's chain, and
 * `chain_hash`, a SHA-256 over the previous row's hash and the row's content
 * (`<table>_chain_content`, the one text both the trigger and this check read). A daily anchor
 * seals every chain's last row, so a chain deleted whole is seen too. This file recomputes it all.
 */

/** How long an anchor waits for the transactions that were writing when it began. */
const ANCHOR_WAIT_MS = 60_000;

interface BreakRow {
  row_id: string | null;
  entity: string;
  entity_id: string;
  seq: number | null;
  problem: HistoryBreak["problem"];
  expected: string | null;
  found: string | null;
  total: string;
}

/**
 * The breaks of one history table's chains, the first `limit` of them (by record, then place) and
 * how many in all, in one statement: each row against the row before it in its record's chain,
 * and each chain's last row against its head.
 */
async function chainBreaks(db: Database, table: HistoryTable, limit: number) {
  const content = sql.raw(`${table}_chain_content(t)`);
  const rows = rowsOf<BreakRow>(
    await db.execute(sql`
      with r as materialized (
        -- Each row against the row before it in its record's chain; kept are the breaks and each
        -- chain's last row, so what is held is about one row per record.
        select * from (
          select t.id, t.entity, t.entity_id, t.chain_seq, t.chain_hash,
            lag(t.chain_seq) over w as prev_seq, lead(t.chain_seq) over w as next_seq,
            case
              when t.chain_seq is null or t.chain_hash is null then 'unsealed'
              when t.chain_seq > coalesce(lag(t.chain_seq) over w, 0) + 1 then 'missing_rows'
              when t.chain_seq <= coalesce(lag(t.chain_seq) over w, 0) then 'reordered'
              when t.chain_hash = history_seal(coalesce(lag(t.chain_hash) over w, ''), ${content}) then null
              -- Sealed after the row now behind it, or two places before: rows moved.
              when t.chain_hash = history_seal(coalesce(lead(t.chain_hash) over w, ''), ${content})
                or t.chain_hash = history_seal(coalesce(lag(t.chain_hash, 2) over w, ''), ${content})
                then 'reordered'
              else 'changed'
            end as problem
          from ${sql.raw(table)} t
          window w as (partition by t.entity, t.entity_id order by t.chain_seq, t.id)
        ) checked
        where problem is not null or next_seq is null
      ),
      row_breaks as (
        select id, entity, entity_id, chain_seq, problem,
          case when chain_seq is not null and chain_seq <> coalesce(prev_seq, 0) + 1
            then (coalesce(prev_seq, 0) + 1)::text end as expected,
          case when chain_seq is not null and chain_seq <> coalesce(prev_seq, 0) + 1
            then chain_seq::text end as found
        from r where problem is not null
      ),
      lasts as (
        select entity, entity_id, id, chain_seq, chain_hash from r
        where chain_seq is not null and (next_seq is null)
      ),
      head_breaks as (
        select l.id, coalesce(l.entity, h.entity) as entity, coalesce(l.entity_id, h.entity_id) as entity_id,
          coalesce(l.chain_seq, h.seq) as chain_seq,
          case
            when l.id is null then 'chain_missing'
            when h.entity is null then 'head_changed'
            when l.chain_seq < h.seq then 'tail_missing'
            else 'head_changed'
          end as problem,
          h.seq::text as expected, l.chain_seq::text as found
        from lasts l
        full join (select * from history_chain_heads where history = ${table}) h
          on h.entity = l.entity and h.entity_id = l.entity_id
        where l.id is null or h.entity is null or l.chain_seq <> h.seq or l.chain_hash <> h.hash
      ),
      breaks as (select * from row_breaks union all select * from head_breaks)
      select id::text as row_id, entity, entity_id, chain_seq as seq, problem, expected, found,
        count(*) over () as total
      from breaks
      order by entity, entity_id, chain_seq nulls last, id
      limit ${limit}`),
  );
  const breaks: HistoryBreak[] = rows.map((row) => ({
    history: table,
    entity: row.entity,
    entity_id: row.entity_id,
    row_id: row.row_id === null ? null : Number(row.row_id),
    seq: row.seq === null ? null : Number(row.seq),
    problem: row.problem,
    expected: row.expected,
    found: row.found,
  }));
  return { breaks, total: rows.length > 0 ? Number(rows[0]?.total) : 0 };
}

interface AnchorRow {
  id: string;
  at: string;
  max_id: string;
  row_count: string;
  chains: number;
  digest: string;
  prev_hash: string;
  hash: string;
  sealed: string;
}

/** The digest of every chain's last row among the rows up to `maxId` (the anchor's), and its counts. */
function anchorDigest(table: HistoryTable, maxId: number | string) {
  return sql`
    select count(*)::int as chains, coalesce(sum(n), 0)::bigint as row_count,
      coalesce(history_digest(entity || chr(31) || entity_id || chr(31) || chain_seq || chr(31) || chain_hash
        order by entity, entity_id), '') as digest
    from (
      select distinct on (entity, entity_id) entity, entity_id, chain_seq, chain_hash,
        count(*) over (partition by entity, entity_id) as n
      from ${withPurged(table)} where id <= ${maxId}
      order by entity, entity_id, chain_seq desc nulls last
    ) last_rows`;
}

/**
 * The table's rows with the seals of the rows the retention purge removed: an anchor
 * counted those rows and folded their chains, so its figures are checked against both.
 */
const withPurged = (table: HistoryTable) => sql`(
  select id, entity, entity_id, chain_seq, chain_hash from ${sql.raw(table)}
  union all
  select id, entity, entity_id, chain_seq, chain_hash from history_purged_rows where history = ${table}
) as rows_and_purged`;

/** An anchor's own seal: over the one before it and its figures. */
const anchorSeal = (prev: unknown, a: string) => sql`history_seal(${prev}, jsonb_build_array(
  ${sql.raw(a)}.history, (extract(epoch from ${sql.raw(a)}.at) * 1000000)::bigint, ${sql.raw(a)}.max_id,
  ${sql.raw(a)}.row_count, ${sql.raw(a)}.chains, ${sql.raw(a)}.digest)::text)`;

/** The anchors of one table: their links and seals, the rows each covered, and the latest's digest. */
async function anchorBreaks(db: Database, table: HistoryTable) {
  const anchors = rowsOf<AnchorRow>(
    await db.execute(sql`
      select a.id::text, a.at::text, a.max_id::text, a.row_count::text, a.chains, a.digest, a.prev_hash,
        a.hash, ${anchorSeal(sql`a.prev_hash`, "a")} as sealed
      from history_anchors a where a.history = ${table} order by a.id`),
  );
  const breaks: HistoryBreak[] = [];
  const anchorBreak = (
    anchor: AnchorRow,
    problem: HistoryBreak["problem"],
    expected: string | null,
    found: string | null,
  ) =>
    breaks.push({
      history: "history_anchors",
      entity: table,
      entity_id: null,
      row_id: Number(anchor.id),
      seq: null,
      problem,
      expected,
      found,
    });
  let previous = "";
  for (const anchor of anchors) {
    if (anchor.prev_hash !== previous || anchor.sealed !== anchor.hash)
      anchorBreak(anchor, "anchor_changed", null, null);
    previous = anchor.hash;
  }
  if (anchors.length === 0) return { breaks, anchors };
  // How many rows each anchor covered, in one pass: rows counted by the first anchor past them.
  const bounds = anchors.map((anchor) => Number(anchor.max_id) + 1);
  const buckets = rowsOf<{ bucket: number; n: string }>(
    await db.execute(sql`
      select width_bucket(id, ${`{${bounds.join(",")}}`}::bigint[]) as bucket, count(*)::text as n
      from ${withPurged(table)} where id < ${bounds[bounds.length - 1]} group by 1`),
  );
  const byBucket = new Map(buckets.map((row) => [Number(row.bucket), Number(row.n)]));
  let covered = 0;
  anchors.forEach((anchor, index) => {
    covered += byBucket.get(index) ?? 0;
    if (covered !== Number(anchor.row_count))
      anchorBreak(anchor, "anchor_rows", anchor.row_count, String(covered));
  });
  const latest = anchors[anchors.length - 1] as AnchorRow;
  const [now] = rowsOf<{ chains: number; row_count: string; digest: string }>(
    await db.execute(anchorDigest(table, latest.max_id)),
  );
  if (now?.digest !== latest.digest || Number(now?.chains) !== latest.chains)
    anchorBreak(latest, "anchor_digest", String(latest.chains), String(now?.chains ?? 0));
  return { breaks, anchors };
}

/**
 * The seals kept of purged rows whose record's chain no retention purge's audit row
 * names: written around the product, they would hide a chain deleted outside a purge from the
 * anchors. One break per record, at its first purged row.
 */
async function purgeBreaks(db: Database, table: HistoryTable): Promise<HistoryBreak[]> {
  const rows = rowsOf<{ entity: string; entity_id: string; row_id: string; n: string }>(
    await db.execute(sql`
      select p.entity, p.entity_id, min(p.id)::text as row_id, count(*)::text as n
      from history_purged_rows p
      where p.history = ${table} and not exists (
        select 1 from audit_log a
        where a.entity = ${RETENTION_PURGE_ENTITY} and a.entity_id = ${RETENTION_PURGE_ENTITY_ID}
          and a.action = 'purge'
          and a.changes->'chains' @> jsonb_build_array(jsonb_build_object('entity', p.entity, 'entity_id', p.entity_id)))
      group by p.entity, p.entity_id
      order by p.entity, p.entity_id`),
  );
  return rows.map((row) => ({
    history: table,
    entity: row.entity,
    entity_id: row.entity_id,
    row_id: Number(row.row_id),
    seq: null,
    problem: "purge_unrecorded",
    expected: null,
    found: row.n,
  }));
}

/**
 * Recomputes every chain of both history tables and every daily anchor, and reports each break:
 * where (table, record, row, place) and what (`HISTORY_BREAK_PROBLEMS`); the first
 * `HISTORY_BREAKS_LISTED` of them, and how many in all.
 */
export async function verifyHistory(
  db: Database,
  limit = HISTORY_BREAKS_LISTED,
): Promise<HistoryVerification> {
  const started = performance.now();
  const verifiedAt = new Date().toISOString();
  const breaks: HistoryBreak[] = [];
  let total = 0;
  let rows = 0;
  let chains = 0;
  let anchorCount = 0;
  let latestAnchor: HistoryVerification["latest_anchor"] = null;
  for (const table of HISTORY_TABLES) {
    const chained = await chainBreaks(db, table, limit);
    const anchored = await anchorBreaks(db, table);
    const purged = await purgeBreaks(db, table);
    breaks.push(...chained.breaks, ...anchored.breaks, ...purged);
    total += chained.total + anchored.breaks.length + purged.length;
    const [counts] = rowsOf<{ rows: string; chains: string }>(
      await db.execute(sql`select (select count(*) from ${sql.raw(table)})::text as rows,
        (select count(*) from history_chain_heads where history = ${table})::text as chains`),
    );
    rows += Number(counts?.rows ?? 0);
    chains += Number(counts?.chains ?? 0);
    anchorCount += anchored.anchors.length;
    const latest = anchored.anchors[anchored.anchors.length - 1];
    if (latest && (!latestAnchor || latest.at > latestAnchor.at))
      latestAnchor = { at: new Date(latest.at).toISOString(), hash: latest.hash };
  }
  return {
    verified_at: verifiedAt,
    duration_ms: Math.round(performance.now() - started),
    rows,
    chains,
    anchors: anchorCount,
    latest_anchor: latestAnchor,
    breaks: breaks.slice(0, limit),
    breaks_total: total,
  };
}

/**
 * Waits until every transaction that was running when `xmax` was read has ended, so no row with a
 * smaller id can still appear; false when they did not end within the wait.
 */
async function waitForWritersBefore(db: Database, xmax: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = rowsOf<{ done: boolean }>(
      await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot()) >= ${xmax}::xid8 as done`),
    );
    if (row?.done) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Takes today's anchor of each history table: the rows up to the newest id committed now, once
 * every transaction that could still add a smaller id has ended. Returns false when one did not
 * end in time (the daily job then tries again at its next tick).
 */
export async function anchorHistory(db: Database, waitMs = ANCHOR_WAIT_MS): Promise<boolean> {
  for (const table of HISTORY_TABLES) {
    const [start] = rowsOf<{ max_id: string | null; xmax: string }>(
      await db.execute(sql`select (select max(id) from ${sql.raw(table)})::text as max_id,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
    );
    const maxId = start?.max_id;
    if (!start || !maxId) continue;
    // A writer may have taken its id just before the snapshot and its transaction id just after.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [later] = rowsOf<{ xmax: string }>(
      await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
    );
    if (!(await waitForWritersBefore(db, later?.xmax ?? start.xmax, waitMs))) return false;
    await db.transaction(async (tx) => {
      // One anchor at a time per table, across instances: the last one's hash is the next's link.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('history_anchors'), hashtext(${table}))`);
      await tx.execute(sql`
        with d as (${anchorDigest(table, maxId)}),
        prev as (select coalesce((select hash from history_anchors where history = ${table}
          order by id desc limit 1), '') as hash),
        a as (select ${table}::text as history, now() as at, ${maxId}::bigint as max_id,
          d.row_count, d.chains, d.digest from d)
        insert into history_anchors (history, at, max_id, row_count, chains, digest, prev_hash, hash)
        select a.history, a.at, a.max_id, a.row_count, a.chains, a.digest, prev.hash, ${anchorSeal(sql`prev.hash`, "a")}
        from a, prev`);
    });
  }
  return true;
}
