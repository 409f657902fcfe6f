/**
 * The dashboard, My tasks and the SIM list at ten years (`npm run bench:scale`):
 * 1 000 pilots and 100 instructors with ten years of records (bench/scale-fill.ts), the compiled
 * server started as `npm start` starts it, and each landing call timed alone (sequential requests,
 * median) and under autocannon at 16 connections (p50):
 * - `ledger/get_figures` (the admin's dashboard) as the super administrator;
 * - `tasks/get_my_tasks` as each kind of account: admin and staff (no tasks), an
 *   instructor and a pilot of the bench;
 * - `sim/get_sim_list` with the body the SIM page sends on first load (page 1 of 50, by instructor
 *   name descending; As Pilot for a pilot) as the super administrator, an instructor and a pilot;
 * - the analytics pages' calls: `analytics/instructor_concordance` for a fleet's last
 *   12 months (the screen's default) as the super administrator and as an instructor, and
 *   `analytics/pilot_trends` for a pilot's whole ten years, the fleet's heat map of 12 months and
 *   `analytics/pilots_with_warnings` (a fleet's ten years; an instructor's trainees) and
 *   `analytics/pipeline` of a fleet's last 12 months (the screen's default) and ten years; their
 *   budget is the issue's 200 ms alone; and the trends screen's pilot picker
 *   (`analytics/trend_pilots` with a keyword, as the super administrator and an instructor), a list.
 *
 * Each call is also timed alone after a write (one committed through the API before each request):
 * the landing calls keep their reply until a write completes, so this is the read afresh.
 * Budgets: every call ≤ 50 ms median alone, before and after a write; p50 at 16 connections ≤ 100 ms on the embedded PGlite
 * and ≤ 50 ms on PostgreSQL. On PGlite it also times each call at 1, 2, 4 and 8 connections: the
 * embedded engine answers one statement at a time, so its latency grows with the users waiting.
 * BENCH_DB (default `postgres,pglite`): postgres runs the server on a database it creates and drops
 * on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres); pglite on an
 * embedded database in a temporary folder. The latest figures go into docs/benchmarks/scale.md
 * (BENCH_WRITE_DOCS=0 only prints them; BENCH_ONLY=<part of a case's name> runs those cases only
 * and writes nothing). Exit code 1 when a call is over its budget.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SIM_DEFAULT_LIST_FILTER, SIM_DEFAULT_PAGE_SIZE } from "@trms/shared";
import { runMaintenanceForToday } from "../src/db/maintenance";
import { localFileStore } from "../src/lib/files/file-store";
import { rowsOf } from "../src/lib/sql";
import { seedDemo } from "../src/seed";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import {
  fillScale,
  SCALE_INSTRUCTOR_EMAIL,
  SCALE_PILOT_EMAIL,
  SCALE_PILOTS,
  SCALE_YEARS,
} from "./scale-fill";
import {
  benchDatabase,
  cpuMs,
  runServerBench,
  signIn,
  startCompiledServer,
  stopServer,
  waitForHealth,
} from "./server-process";

const PORT = Number(process.env.BENCH_PORT ?? 3292);
const MODES = (process.env.BENCH_DB ?? "postgres,pglite").split(",") as Mode[];
/** Sequential requests per call (after 5 untimed). */
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Seconds of each autocannon run (after a 1 s warm-up). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
/** The embedded database's smaller loads, to find how many users it serves within the budget. */
const SWEEP = process.env.BENCH_SWEEP === "0" ? [] : [1, 2, 4, 8];
const ALONE_BUDGET_MS = 50;
const LOADED_BUDGET_MS: Record<Mode, number> = { pglite: 100, postgres: 50 };
const base = `http://127.0.0.1:${PORT}`;
const run = promisify(execFile);

type Mode = "postgres" | "pglite";
type Account = "admin" | "staff" | "instructor" | "pilot";

const EMAILS: Record<Account, string> = {
  admin: "admin@demo.trms",
  staff: "staff@demo.trms",
  instructor: SCALE_INSTRUCTOR_EMAIL,
  pilot: SCALE_PILOT_EMAIL,
};

/** The SIM page's first request (apps/web/src/features/sim/api.ts): page 1, its default sort. */
const simFirstLoad = (themself: boolean) => ({
  page_number: 1,
  page_count: SIM_DEFAULT_PAGE_SIZE,
  order: "-",
  filter: SIM_DEFAULT_LIST_FILTER,
  themself,
});

/** The concordance screen's first request: its fleet's last 12 months, the default flag. */
const lastYear = () => lastYears(1);
/** A fleet's last years, to today in the airline's time. */
function lastYears(years: number) {
  const today = new Date(Date.now() + 7 * 3_600_000);
  const start = new Date(today);
  start.setUTCFullYear(start.getUTCFullYear() - years);
  start.setUTCDate(start.getUTCDate() + 1);
  return {
    fleet: "A321",
    start_date: start.toISOString().slice(0, 10),
    end_date: today.toISOString().slice(0, 10),
  };
}
/** The analytics pages' budget alone; the landing calls keep ALONE_BUDGET_MS. */
const ANALYTICS_BUDGET_MS = 200;
/** Filled in once the bench's pilot is signed in: the trends call names them. */
const bench = { pilotId: 0 };

/** BENCH_ONLY: run only the cases whose name contains one of its comma-separated parts (e.g. "pipeline,warnings"), and write no figures. */
const ONLY = process.env.BENCH_ONLY?.split(",");

type Case = [name: string, call: string, body: unknown, as: Account, aloneBudget?: number];

const ALL_CASES: Case[] = [
  ["dashboard figures: admin", "ledger/get_figures", {}, "admin"],
  ["my tasks: admin", "tasks/get_my_tasks", {}, "admin"],
  ["my tasks: staff", "tasks/get_my_tasks", {}, "staff"],
  ["my tasks: instructor", "tasks/get_my_tasks", {}, "instructor"],
  ["my tasks: pilot", "tasks/get_my_tasks", {}, "pilot"],
  ["SIM list: admin", "sim/get_sim_list", simFirstLoad(false), "admin"],
  ["SIM list: instructor", "sim/get_sim_list", simFirstLoad(false), "instructor"],
  ["SIM list: pilot (As Pilot)", "sim/get_sim_list", simFirstLoad(true), "pilot"],
  [
    "concordance, 12 months: admin",
    "analytics/instructor_concordance",
    lastYear(),
    "admin",
    ANALYTICS_BUDGET_MS,
  ],
  [
    "concordance, 12 months: instructor",
    "analytics/instructor_concordance",
    lastYear(),
    "instructor",
    ANALYTICS_BUDGET_MS,
  ],
  ["pilot trends, 10 years: admin", "analytics/pilot_trends", bench, "admin", ANALYTICS_BUDGET_MS],
  ["heat map, 12 months: admin", "analytics/fleet_heat_map", lastYear(), "admin", ANALYTICS_BUDGET_MS],
  // The longest period a caller may ask for, beside the screens' default of 12 months.
  [
    "concordance, 10 years: admin",
    "analytics/instructor_concordance",
    lastYears(SCALE_YEARS),
    "admin",
    ANALYTICS_BUDGET_MS,
  ],
  [
    "heat map, 10 years: admin",
    "analytics/fleet_heat_map",
    lastYears(SCALE_YEARS),
    "admin",
    ANALYTICS_BUDGET_MS,
  ],
  [
    "pilots with warnings: admin",
    "analytics/pilots_with_warnings",
    { fleet: "A321" },
    "admin",
    ANALYTICS_BUDGET_MS,
  ],
  [
    "pilots with warnings: instructor",
    "analytics/pilots_with_warnings",
    { fleet: "A321" },
    "instructor",
    ANALYTICS_BUDGET_MS,
  ],
  // The trends screen's pilot picker: a list, so the lists' budget (50 ms alone, loaded as the others).
  ["trend pilots, keyword: admin", "analytics/trend_pilots", { keyword: "S01" }, "admin"],
  ["trend pilots, keyword: instructor", "analytics/trend_pilots", { keyword: "Trần" }, "instructor"],
  ["pipeline, 12 months: admin", "analytics/pipeline", lastYear(), "admin", ANALYTICS_BUDGET_MS],
  ["pipeline, 10 years: admin", "analytics/pipeline", lastYears(SCALE_YEARS), "admin", ANALYTICS_BUDGET_MS],
];
const CASES = ALL_CASES.filter(([name]) => !ONLY || ONLY.some((part) => name.includes(part)));

/** What the fill made, counted after it. */
const COUNTED = [
  "pilots",
  "sim_sessions",
  "sim_forms",
  "sim_form_submissions",
  "workflow_history",
  "training_flights",
  "training_flight_sectors",
  "base_trainings",
  "theory_tests",
  "progress_theory_reports",
  "line_checks",
  "line_trainings",
  "line_training_submissions",
  "toldg_records",
  "toldg_flights",
  "event_reports",
  "training_documents",
  "attachments",
  "pilot_validities",
];

/** A database with the demo accounts and ten years of the bench's crew; returns how to reach and drop it. */
async function prepare(mode: Mode) {
  const { dataDir, databaseUrl, handle, cleanup } = await benchDatabase(mode, "scale");
  try {
    await handle.migrate();
    await seedDemo(handle.db, localFileStore(path.join(dataDir, "files")));
    console.log(`\nfilling ${SCALE_PILOTS} pilots × ${SCALE_YEARS} years on ${mode}…`);
    const started = performance.now();
    await fillScale(handle);
    // As autovacuum or the nightly maintenance keeps a running database; recorded as
    // today's run, so the server does not vacuum again a minute after it starts.
    const { ms } = await runMaintenanceForToday(handle);
    console.log(`filled in ${Math.round(performance.now() - started)} ms (vacuum and analyse ${ms} ms)`);
    const counts: string[] = [];
    for (const table of COUNTED) {
      const [row] = rowsOf<{ n: string | number }>(
        await handle.db.execute(`select count(*) as n from ${table}`),
      );
      counts.push(`${table} ${Number(row?.n ?? 0)}`);
    }
    await handle.close();
    return { dataDir, databaseUrl, cleanup, counts: counts.join(", ") };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await cleanup();
    throw error;
  }
}

const headers = (token: string) => ({
  "access-token": token,
  "application-type": "5",
  "content-type": "application/json",
});

/** One request; its time in ms and the reply's data. */
async function call(url: string, token: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/${url}`, {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, data: JSON.parse(text).data as Record<string, unknown> };
}

/** The size of a reply in words: the list's total, the tasks' total, or the SIM forms counted. */
function replySize(data: Record<string, unknown>): string {
  if (typeof data.total === "number") return String(data.total);
  const figures = data.fleet_figures as { grades: number } | undefined;
  if (figures) return `${figures.grades} grades`;
  const months = data.months as unknown[] | undefined;
  if (months) return `${months.length} months`;
  const pilots = data.pilots as unknown[] | undefined;
  if (pilots) return `${pilots.length} pilots`;
  const criteria = data.criteria as { grades: unknown[] }[] | undefined;
  if (criteria) return `${criteria.reduce((sum, entry) => sum + entry.grades.length, 0)} grades`;
  const waiting = data.sim_forms_waiting as { count: number }[] | undefined;
  return waiting ? `${waiting.reduce((sum, row) => sum + row.count, 0)} waiting` : "";
}

interface Loaded {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, token: string, body: unknown, connections: number, seconds: number) {
  const options = {
    url: `${base}/api/v1/${url}`,
    method: "POST",
    connections,
    duration: seconds,
    headers: headers(token),
    body: JSON.stringify(body),
  };
  const client = fileURLToPath(new URL("./load-client.mjs", import.meta.url));
  const { stdout } = await run(process.execPath, [client, JSON.stringify(options)], {
    timeout: (seconds + 30) * 1000,
  });
  const result = JSON.parse(stdout) as Loaded;
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

/** One database: fill, start the server, time every case; returns whether all are within budget. */
async function measure(mode: Mode): Promise<boolean> {
  const { dataDir, databaseUrl, cleanup, counts } = await prepare(mode);
  const child = startCompiledServer({
    dataDir,
    port: PORT,
    databaseUrl,
    // The daily expiry mails would go to the bench's thousand pilots in the middle of a run.
    env: { EXPIRY_ALERTS: "0" },
  });
  try {
    await waitForHealth(base);
    const pid = child.pid as number;
    const tokens = {} as Record<Account, string>;
    for (const [account, email] of Object.entries(EMAILS))
      tokens[account as Account] = await signIn(base, email);
    bench.pilotId = Number((await call("auth/me", tokens.pilot, {})).data.pilot_id);
    const loadedBudget = LOADED_BUDGET_MS[mode];
    const started = stamp();
    const loadBefore = loadAverage();
    console.log(`\n${mode}: load average ${loadBefore}`);
    const sweep = mode === "pglite" ? SWEEP : [];
    const table = [
      `| call | reply | median alone ms | p95 alone ms | median alone after a write ms | server CPU ms | p50 / p99 ms at ${CONNECTIONS} | req/s at ${CONNECTIONS} |${sweep.map((n) => ` p50 at ${n} |`).join("")}`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${sweep.map(() => " ---: |").join("")}`,
    ];
    console.log(table.join("\n"));
    const over: string[] = [];
    for (const [name, url, named, as, aloneBudget] of CASES) {
      const body = named === bench ? { pilot_id: bench.pilotId } : named;
      const token = tokens[as];
      let size = "";
      for (let i = 0; i < 5; i++) size = replySize((await call(url, token, body)).data);
      const times: number[] = [];
      const cpuBefore = await cpuMs(pid);
      for (let i = 0; i < RUNS; i++) times.push((await call(url, token, body)).ms);
      // The server's own CPU time per request: on a shared machine, what the call costs apart from
      // the time it waits for a core (on PGlite it includes the database's work).
      const cpu = ((await cpuMs(pid)) - cpuBefore) / RUNS;
      times.sort((a, b) => a - b);
      const median = percentile(times, 0.5);
      // Read afresh: a write commits before each request (staff's mail setting, switched), so a
      // reply kept until the next write is read again from the tables every time.
      const afresh: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await call("auth/user/update_notifications", tokens.staff, { mail_notifications: i % 2 === 0 });
        afresh.push((await call(url, token, body)).ms);
      }
      afresh.sort((a, b) => a - b);
      const afreshMedian = percentile(afresh, 0.5);
      await load(url, token, body, CONNECTIONS, 1);
      const loaded = await load(url, token, body, CONNECTIONS, SECONDS);
      const smaller: number[] = [];
      for (const connections of sweep) smaller.push((await load(url, token, body, connections, SECONDS)).p50);
      const row =
        `| ${name} | ${size} | ${median.toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${afreshMedian.toFixed(1)} | ${cpu.toFixed(1)} | ` +
        `${loaded.p50} / ${loaded.p99} | ${loaded.requests.toFixed(0)} |${smaller.map((p50) => ` ${p50} |`).join("")}`;
      table.push(row);
      console.log(row);
      if (median > (aloneBudget ?? ALONE_BUDGET_MS)) over.push(`${name} alone`);
      if (afreshMedian > (aloneBudget ?? ALONE_BUDGET_MS)) over.push(`${name} alone after a write`);
      // The analytics pages have a budget alone only: their load is shown, not judged.
      if (aloneBudget === undefined && loaded.p50 > loadedBudget) over.push(`${name} at ${CONNECTIONS}`);
    }
    const loadAfter = loadAverage();
    const verdict =
      `budget ≤ ${ALONE_BUDGET_MS} ms median alone and ≤ ${loadedBudget} ms p50 at ${CONNECTIONS} connections ` +
      `(analytics: ≤ ${ANALYTICS_BUDGET_MS} ms alone): ` +
      (over.length ? `NOT met (${over.join("; ")})` : "met");
    console.log(`\n${mode}: ${verdict}; load average ${loadAfter}`);
    if (!ONLY)
      await writeLatest("scale.md", `bench:scale ${mode}`, [
        `### ${mode === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${started}`,
        "",
        `${SCALE_PILOTS} pilots, ${SCALE_YEARS} years: ${counts}. ${RUNS} sequential requests per call, ` +
          `autocannon runs of ${SECONDS} s. Machine: ${machine()}; load average ${loadBefore} before, ${loadAfter} after.`,
        "",
        ...table,
        "",
        `**${verdict[0]?.toUpperCase()}${verdict.slice(1)}.**`,
      ]);
    return over.length === 0;
  } finally {
    await stopServer(child);
    await cleanup();
  }
}

runServerBench(MODES, measure);
