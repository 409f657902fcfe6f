/**
 * The monthly accumulated report (`npm run bench:report`): 2 000 pilots with 10 training flights
 * each in one month (plus base training, theory tests and progress theory reports), downloaded
 * from the compiled server process as the FOT Export does.
 *
 * Budget (ADR 1104: what writing the report adds, the embedded database's own memory apart): the whole PDF in at most 3 s, and the server process's peak RSS
 * at most 100 MB above the same server's idle RSS, on both databases; on PostgreSQL also at most
 * 250 MB in all (on PGlite the idle server already holds the embedded database's memory). BENCH_DB (default `postgres,pglite`): postgres runs the server on a
 * database it creates and drops on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres); pglite on the embedded database, whose PostgreSQL
 * lives in the server's process, so its RSS counts too. The server starts as `npm start`
 * starts it, with Node's defaults (BENCH_NODE_OPTIONS adds options, to compare). The latest figures
 * go into docs/benchmarks/report.md (BENCH_WRITE_DOCS=0 only prints them).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { DatabaseHandle } from "../src/db/client";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { fill } from "./fill";
import {
  benchDatabase,
  cpuMs,
  rssMb,
  runServerBench,
  sampleRss,
  serverNodeOptions,
  signIn,
  startCompiledServer,
  stopServer,
  waitForHealth,
} from "./server-process";

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const PILOTS = Number(process.env.BENCH_PILOTS ?? 2_000);
const FLIGHTS_PER_PILOT = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MODES = (process.env.BENCH_DB ?? "postgres,pglite").split(",") as Mode[];
const TIME_BUDGET_MS = 3_000;
/** The most a report may add to the idle server's RSS, on either database. */
const RSS_OVER_IDLE_BUDGET_MB = 100;
/** The most the whole server may hold while it writes one, on PostgreSQL. */
const RSS_POSTGRES_BUDGET_MB = 250;
/**
 * How long the server idles after sign-in before the first report (BENCH_IDLE_MS, default 1 s).
 * Past 60 s the server's daily jobs (expiry alerts, maintenance) have had their first look.
 */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 1_000);
const MONTH = "2026-03";
const base = `http://127.0.0.1:${PORT}`;

type Mode = "postgres" | "pglite";

/** The month's records of the bench pilots, in SQL: 10 flights each, some checks, low scores and groundings. */
async function fillMonth(handle: DatabaseHandle) {
  const criteria = `jsonb_build_object(
      'pre_departure_and_post_flight', jsonb_build_object('score', 4, 'comment', null, 'special_remark', false),
      'to_clb_cruise', jsonb_build_object('score', 3 + g % 3, 'comment', null, 'special_remark', false),
      'descent_approach', jsonb_build_object('score', 4, 'comment', null, 'special_remark', false),
      'landing', jsonb_build_object('score', case when g % 7 = 0 then 2 else 4 end, 'comment', null, 'special_remark', false),
      'procedures', jsonb_build_object('score', case when g % 11 = 0 then 1 else 3 end, 'comment', null, 'special_remark', false),
      'decision_making', jsonb_build_object('score', 6, 'comment', null, 'special_remark', false))`;
  const bench = "select id, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%'";
  await handle.db.execute(`
    insert into training_flights (pilot_id, instructor_id, instructor_name, instructor_signature, flight_type,
      date_of_flight, number_of_sector, routes, grounded, criteria, min_score, phase_normal_progress,
      check_overall_performance, report_file)
    select p.id, i.id, 'Trần Quốc Huy', 'Trần Quốc Huy', g % 6, date '${MONTH}-01' + (g % 28), 2,
      (array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN'])[1 + g % 3], g % 97 = 0, ${criteria},
      case when g % 11 = 0 then 1 when g % 7 = 0 then 2 else 3 end,
      case when g % 6 in (1, 2, 3) then g % 17 <> 0 end, case when g % 6 in (4, 5) then 1 + g % 5 end,
      'training_file/bench.pdf'
    from generate_series(0, ${PILOTS * FLIGHTS_PER_PILOT} - 1) g
    join (${bench}) p on p.n = g % ${PILOTS}
    cross join (select id from pilots where crew_code = 'I0001') i`);
  const recordColumns = "pilot_id, instructor_id, instructor_name, report_file";
  await handle.db.execute(`
    insert into base_trainings (${recordColumns}, date_of_flight, pre_departure_and_post_flight, to_ga_clb,
      cruise_descent_approach, landing, circuit, ac_handling, result)
    select p.id, i.id, 'Trần Quốc Huy', 'training_file/bench.pdf', date '${MONTH}-03' + (p.n % 20)::int,
      4, 4, 4, case when p.n % 9 = 0 then 2 else 4 end, 4, 4, p.n % 9 <> 0
    from (${bench}) p cross join (select id from pilots where crew_code = 'I0001') i where p.n % 4 = 0 and p.n < ${PILOTS}`);
  await handle.db.execute(`
    insert into theory_tests (${recordColumns}, date_of_test, comments, result)
    select p.id, i.id, 'Trần Quốc Huy', 'training_file/bench.pdf', date '${MONTH}-05' + (p.n % 20)::int,
      'Ôn lại MEL/CDL', p.n % 5 <> 0
    from (${bench}) p cross join (select id from pilots where crew_code = 'I0001') i where p.n % 2 = 0 and p.n < ${PILOTS}`);
  const text = "'Đạt yêu cầu'";
  await handle.db.execute(`
    insert into progress_theory_reports (${recordColumns}, date_of_test, aircraft_limitations, aircraft_systems,
      emergency_equipment, sops, fom, airway_manuals, mel_cdl, general_aviation_knowledge, overall_performance)
    select p.id, i.id, 'Trần Quốc Huy', 'training_file/bench.pdf', date '${MONTH}-07' + (p.n % 20)::int,
      ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, 1 + p.n % 5
    from (${bench}) p cross join (select id from pilots where crew_code = 'I0001') i where p.n % 3 = 0 and p.n < ${PILOTS}`);
  await handle.db.execute("analyze");
}

/** A database filled with the demo accounts, the bench pilots and their month. */
async function prepare(
  mode: Mode,
): Promise<{ dataDir: string; databaseUrl: string; cleanup: () => Promise<void> }> {
  const { dataDir, databaseUrl, handle, cleanup } = await benchDatabase(mode, "report");
  await handle.migrate();
  await seedDemo(handle.db, localFileStore(path.join(dataDir, "files")));
  console.log(`filling ${PILOTS} pilots × ${FLIGHTS_PER_PILOT} flights in ${MONTH} on ${mode}…`);
  await fill(handle, PILOTS, false);
  await fillMonth(handle);
  await handle.close();
  return { dataDir, databaseUrl, cleanup };
}

/** BENCH_SMAPS=<folder>: the server's /proc smaps at idle and at each report's peak, to see which mappings grow. */
const SMAPS_DIR = process.env.BENCH_SMAPS;

async function saveSmaps(pid: number, name: string) {
  if (!SMAPS_DIR) return;
  await writeFile(path.join(SMAPS_DIR, `${name}.smaps`), await readFile(`/proc/${pid}/smaps`, "utf8"));
}

/** Downloads one report, sampling the server's RSS every 10 ms meanwhile. */
async function download(pid: number, token: string, month: string, run: number) {
  const rss = sampleRss(pid, () => saveSmaps(pid, `peak-${run}`));
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/flt_training/monthly_report?month=${month}`, {
    headers: { "access-token": token, "accept-language": "vi" },
  });
  let firstByte = 0;
  let bytes = 0;
  let pages = 0;
  let tail = "";
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.value.length;
    // Page objects are written uncompressed ("/Type /Page"): count them as they pass.
    const text = tail + Buffer.from(chunk.value).toString("latin1");
    pages += text.match(/\/Type \/Page\b/g)?.length ?? 0;
    tail = text.slice(-20).replace(/.*\/Type \/Page\b/s, "");
  }
  const total = performance.now() - started;
  const cpu = (await cpuMs(pid)) - cpuBefore;
  const peak = await rss.stop();
  if (response.status !== 200) throw new Error(`monthly_report answered ${response.status}`);
  return { firstByte, total, cpu, bytes, pages, peak };
}

/** One database: fill, start the server, download the report RUNS times; returns whether within budget. */
async function measure(mode: Mode): Promise<boolean> {
  const { dataDir, databaseUrl, cleanup } = await prepare(mode);
  const child = startCompiledServer({ dataDir, port: PORT, databaseUrl });
  try {
    await waitForHealth(base);
    const pid = child.pid as number;
    const token = await signIn(base, "admin@demo.trms");
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await rssMb(pid);
    if (SMAPS_DIR) await mkdir(SMAPS_DIR, { recursive: true });
    await saveSmaps(pid, "idle");
    const loadBefore = loadAverage();
    const options = serverNodeOptions();
    const started = stamp();
    console.log(`\nserver (compiled, ${mode}): RSS idle ${idle.toFixed(0)} MB; load average ${loadBefore}`);
    const table = [
      "| run | first byte ms | whole PDF ms | server CPU ms | pages | size MB | peak RSS MB | over idle MB |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    console.log(table.join("\n"));
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await download(pid, token, MONTH, run);
      results.push(result);
      const row = `| ${run === 1 ? "1 (loads pdfkit and the fonts)" : run} | ${result.firstByte.toFixed(0)} | ${result.total.toFixed(0)} | ${result.cpu} | ${result.pages} | ${(result.bytes / 1048576).toFixed(1)} | ${result.peak.toFixed(0)} | ${(result.peak - idle).toFixed(0)} |`;
      table.push(row);
      console.log(row);
    }
    const worstTime = Math.max(...results.map((r) => r.total));
    const worstPeak = Math.max(...results.map((r) => r.peak));
    const overIdle = worstPeak - idle;
    const met =
      worstTime <= TIME_BUDGET_MS &&
      overIdle <= RSS_OVER_IDLE_BUDGET_MB &&
      (mode !== "postgres" || worstPeak <= RSS_POSTGRES_BUDGET_MB);
    const verdict =
      `slowest ${(worstTime / 1000).toFixed(2)} s (budget ${TIME_BUDGET_MS / 1000} s), peak RSS ${worstPeak.toFixed(0)} MB, ` +
      `${overIdle.toFixed(0)} MB over the idle server (budget ${RSS_OVER_IDLE_BUDGET_MB} MB over idle` +
      `${mode === "postgres" ? `, ${RSS_POSTGRES_BUDGET_MB} MB in all` : ""}): ${met ? "met" : "NOT met"}`;
    const loadAfter = loadAverage();
    console.log(`\n${mode}: ${verdict}; load average ${loadAfter}`);
    await writeLatest("report.md", `bench:report ${mode}`, [
      `### ${mode === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${started}`,
      "",
      `${PILOTS} pilots × ${FLIGHTS_PER_PILOT} flights, ${RUNS} reports back to back, server idle ${idle.toFixed(0)} MB ` +
        `after ${IDLE_MS} ms; Node options: ${options.length ? `\`${options.join(" ")}\`` : "none"}. ` +
        `Machine: ${machine()}; load average ${loadBefore} before, ${loadAfter} after.`,
      "",
      ...table,
      "",
      `**${verdict}.**`,
    ]);
    return met;
  } finally {
    await stopServer(child);
    await cleanup();
  }
}

runServerBench(MODES, measure);
