/**
 * `npm run bench:verify`: the sealed history's verification over 1 000 000
 * history rows, on PostgreSQL and on an embedded PGlite. Budget: under 60 s each.
 *
 * The fill writes 700 000 audit rows and 300 000 workflow history rows in 100 000 records' chains
 * (ten rows each), then seals them as the trigger would, one chain place at a time, and takes a
 * daily anchor with the product's own `anchorHistory`. The timed work is the product's
 * `verifyHistory`, the call behind `audit/verify_history` and `npm run verify`; it must find no
 * break. BENCH_DB=postgres or pglite for one database; BENCH_ROWS to change the million;
 * BENCH_WRITE_DOCS=0 only prints.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase, openPostgres } from "../src/db/client";
import { anchorHistory, verifyHistory } from "../src/lib/audit/history-chain";
import { loadAverage, machine, stamp, writeLatest } from "./figures";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHAIN = 10;
const BUDGET_MS = 60_000;
const databases = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ["postgres", "pglite"]) as (
  | "postgres"
  | "pglite"
)[];

/** One chain place of every record at a time: the rows at `seq` sealed from those at `seq - 1`. */
async function sealInPlaces(db: DatabaseHandle["db"], table: "audit_log" | "workflow_history") {
  for (let seq = 1; seq <= CHAIN; seq++) {
    await db.execute(
      sql.raw(`update ${table} t set chain_hash = history_seal(coalesce((select p.chain_hash from ${table} p
          where p.entity = t.entity and p.entity_id = t.entity_id and p.chain_seq = ${seq - 1}), ''),
        ${table}_chain_content(t))
        where t.chain_seq = ${seq}`),
    );
  }
  await db.execute(
    sql.raw(`insert into history_chain_heads (history, entity, entity_id, seq, hash, last_id)
      select distinct on (entity, entity_id) '${table}', entity, entity_id, chain_seq, chain_hash, id
      from ${table} order by entity, entity_id, chain_seq desc`),
  );
}

async function fill(database: DatabaseHandle) {
  const { db } = database;
  const audit = Math.round(ROWS * 0.7);
  const workflow = ROWS - audit;
  // The fill writes around the product, as a restore does: its triggers off for this session.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(
    sql.raw(`insert into audit_log (entity, entity_id, action, actor_id, at, changes, chain_seq)
      select (array['training_flight','sim_form','line_check','event_report','training_document'])[1 + (g / ${CHAIN}) % 5],
        (g / ${CHAIN})::text, case when g % ${CHAIN} = 0 then 'create' else 'update' end, null,
        timestamptz '2016-01-01' + make_interval(mins => g),
        jsonb_build_object('remark', jsonb_build_array('before ' || g, 'after ' || g), 'score', g % 5),
        1 + g % ${CHAIN}
      from generate_series(0, ${audit - 1}) g`),
  );
  await db.execute(
    sql.raw(`insert into workflow_history (entity, entity_id, action, from_status, to_status, reason, at, chain_seq)
      select (array['sim_form','line_check','line_training'])[1 + (g / ${CHAIN}) % 3], (g / ${CHAIN})::text,
        'set_status', g % 4, (g + 1) % 4, case when g % 7 = 0 then 'Reason ' || g end,
        timestamptz '2016-01-01' + make_interval(mins => g), 1 + g % ${CHAIN}
      from generate_series(0, ${workflow - 1}) g`),
  );
  await sealInPlaces(db, "audit_log");
  await sealInPlaces(db, "workflow_history");
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
}

async function open(kind: "postgres" | "pglite") {
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "trms-verify-bench-"));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `trms_verify_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  return {
    handle,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
let failed = false;
for (const kind of databases) {
  const { handle, drop } = await open(kind);
  try {
    await handle.migrate();
    const filled = performance.now();
    await fill(handle);
    const fillMs = performance.now() - filled;
    const anchored = performance.now();
    await anchorHistory(handle.db);
    const anchorMs = performance.now() - anchored;
    const before = loadAverage();
    const result = await verifyHistory(handle.db);
    const after = loadAverage();
    const ok = result.breaks_total === 0 && result.rows === ROWS && result.duration_ms < BUDGET_MS;
    if (!ok) failed = true;
    const title = kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)";
    const lines = [
      `### ${title}: ${stamp()}`,
      "",
      `${result.rows} history rows in ${result.chains} chains, ${result.anchors} anchors. Machine: ${machine()}; load average ${before} before, ${after} after.`,
      "",
      "| step | seconds |",
      "| --- | ---: |",
      `| fill (not the product's work) | ${seconds(fillMs)} |`,
      `| daily anchor (\`anchorHistory\`) | ${seconds(anchorMs)} |`,
      `| verification (\`verifyHistory\`) | ${seconds(result.duration_ms)} |`,
      "",
      `Breaks found: ${result.breaks_total}. **Budget under 60 s: ${ok ? "met" : "NOT met"}.**`,
    ];
    console.log(lines.join("\n"));
    await writeLatest("verify.md", `bench:verify ${kind}`, lines);
  } finally {
    await handle.close();
    await drop();
  }
}
process.exit(failed ? 1 : 0);
