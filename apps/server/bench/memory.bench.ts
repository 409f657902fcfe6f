/**
 * Memory and start-up of the real server process on a data folder with 100 000 pilots:
 * `npm run bench:memory` (embedded PGlite, the default a newcomer gets).
 *
 * 1. Fills a PGlite data folder once (BENCH_DATA_DIR keeps it between runs).
 * 2. Cold start: spawns the server COLD_STARTS times, milliseconds from spawn to a 200 on /healthz.
 * 3. Load: list calls at 32 concurrent requests for a few seconds each while sampling the
 *    process's resident memory (RSS) from /proc; reports req/s, p50/p99 and the peak RSS.
 *
 * BENCH_SERVER=tsx runs the TypeScript sources through tsx instead of the compiled build (how the
 * server ran before it was compiled). Budget: cold start under 2 s (median), peak RSS under 300 MB.
 *
 * Before all that, the first start on an empty data folder, without and with the demo seed
 * (`first-start.ts`); BENCH_ONLY=first-start runs only that case.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/db/client";
import { runMaintenanceForToday } from "../src/db/maintenance";
import { localFileStore } from "../src/lib/files/file-store";
import { SERVER_ROOT } from "../src/paths";
import { seedDemo } from "../src/seed";
import { fill } from "./fill";
import { measureFirstStarts } from "./first-start";
import { cpuMs, serverNodeOptions, signIn, waitForHealth } from "./server-process";

const ROOT = path.resolve(SERVER_ROOT, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 6_000);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const MODE = process.env.BENCH_SERVER === "tsx" ? "tsx" : "compiled";
const START_BUDGET_MS = 2_000;
const RSS_BUDGET_MB = 300;
const base = `http://127.0.0.1:${PORT}`;

/** A data folder with the demo accounts and the bench rows, filled once and marked as such. */
async function dataFolder(): Promise<{ dataDir: string; trainee: number }> {
  const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "trms-memory-")));
  await mkdir(dataDir, { recursive: true });
  const marker = path.join(dataDir, "bench-filled.json");
  if (existsSync(marker)) return { dataDir, ...JSON.parse(await readFile(marker, "utf8")) };
  console.log(`filling ${dataDir} with 100 000 pilots (PGlite)…`);
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, localFileStore(path.join(dataDir, "files")));
  await fill(database, 100_000);
  // Vacuumed and analysed as the server's nightly maintenance leaves it, and recorded
  // as done today, so the maintenance does not start in the middle of a measurement.
  await runMaintenanceForToday(database, new Date());
  // The first bench pilot holds 100 training flights.
  const { rows } = (await database.db.execute(
    "select min(pilot_id) as id from training_flights where report_file = 'training_file/bench.pdf'",
  )) as unknown as { rows: { id: number }[] };
  await database.close();
  const trainee = Number(rows[0]?.id);
  await writeFile(marker, JSON.stringify({ trainee }));
  return { dataDir, trainee };
}

function startServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const args = [
    ...serverNodeOptions(),
    ...(MODE === "tsx" ? ["--import", "tsx", "apps/server/src/main.ts"] : ["scripts/start.mjs"]),
  ];
  return spawn(process.execPath, args, {
    cwd: ROOT,
    // The daily expiry alerts (100 000 pilots' mails) are not part of this measurement.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      EXPIRY_ALERTS: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** CONCURRENCY loops sending one call for PHASE_MS; every answer must be a 200. */
async function load(token: string, url: string, body: unknown) {
  const latencies: number[] = [];
  const end = performance.now() + PHASE_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", "application-type": "5", "access-token": token },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  if (MODE === "compiled") {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the server build failed");
  }
  const firstStartOver = await measureFirstStarts(startServer, base);
  if (process.env.BENCH_ONLY === "first-start") {
    console.log(firstStartOver.length ? `\nover budget: ${firstStartOver.join(", ")}` : "\nwithin budget");
    process.exitCode = firstStartOver.length ? 1 : 0;
    return;
  }
  const { dataDir, trainee } = await dataFolder();

  const starts: number[] = [];
  const startCpu: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const started = performance.now();
    const child = startServer(dataDir);
    await waitForHealth(base);
    starts.push(performance.now() - started);
    startCpu.push(await cpuMs(child.pid as number));
    await stopServer(child);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const startMedian = median(starts);

  const child = startServer(dataDir);
  await waitForHealth(base);
  const pid = child.pid as number;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = await memory(pid);
  const token = await signIn(base, "admin@demo.trms");
  let sampledPeak = idle.rss;
  const sampler = setInterval(() => {
    memory(pid).then(
      (m) => {
        sampledPeak = Math.max(sampledPeak, m.rss);
      },
      () => {},
    );
  }, 100);
  const phases: [string, string, unknown][] = [
    ["pilots: page 1", "pilot/sort_pilot", {}],
    ["pilots: keyword", "pilot/sort_pilot", { keyword: "abc1" }],
    ["pilots: page 5000", "pilot/sort_pilot", { page_number: 5000, page_count: 20 }],
    ["TO LDG: page 1 by recency", "toldg/get_all", { order: "+", filters: { sort_by: "recency_date" } }],
    ["TO LDG: keyword, by name", "toldg/get_all", { keyword: "abc1", filters: { sort_by: "full_name" } }],
    ["training flights of a pilot", "flt_training/search_training_flight", { pilot_id: trainee }],
    ["users: page 1", "auth/user/list", {}],
  ];
  console.log(`\n| call (${CONCURRENCY} concurrent, ${MODE}) | req/s | p50 ms | p99 ms | RSS after, MB |`);
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, url, body] of phases) {
    const result = await load(token, url, body);
    const after = await memory(pid);
    console.log(
      `| ${name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${after.rss.toFixed(0)} |`,
    );
  }
  clearInterval(sampler);
  const final = await memory(pid);
  await stopServer(child);

  const peak = Math.max(final.peak, sampledPeak);
  console.log(`\n| measure (${MODE}) | value |\n| --- | ---: |`);
  console.log(`| cold start to /healthz, median of ${COLD_STARTS} | ${startMedian.toFixed(0)} ms |`);
  console.log(`| cold starts | ${starts.map((ms) => ms.toFixed(0)).join(", ")} ms |`);
  console.log(`| CPU time to /healthz, median | ${median(startCpu).toFixed(0)} ms |`);
  console.log(`| RSS idle (2 s after start) | ${idle.rss.toFixed(0)} MB |`);
  console.log(`| RSS after the load | ${final.rss.toFixed(0)} MB |`);
  console.log(`| peak RSS (VmHWM) | ${peak.toFixed(0)} MB |`);
  const over = [
    ...firstStartOver,
    startMedian > START_BUDGET_MS && `cold start over ${START_BUDGET_MS} ms`,
    peak > RSS_BUDGET_MB && `peak RSS over ${RSS_BUDGET_MB} MB`,
  ].filter(Boolean);
  console.log(over.length ? `\nover budget: ${over.join(", ")}` : "\nwithin budget");
  process.exitCode = over.length ? 1 : 0;
}

await main();
