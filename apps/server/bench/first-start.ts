/**
 * `npm run bench:memory`'s first-start case: the compiled server
 * started on an empty data folder, without the demo seed and with it, measured apart. Each start
 * is timed from spawn to its first 200 on /healthz, and its peak RSS (`VmHWM`, read every 10 ms
 * from /proc) is taken from spawn until BENCH_SETTLE_MS after that answer, so the work a start
 * leaves running in the background counts too. Each start without the seed is followed by a
 * restart of its folder, for reference: what is left of a first start once the template's copy
 * is done. Budget: ready in at most 2 s without the seed (the seed is timed
 * apart), and never above 300 MB either way; `BENCH_ONLY=first-start npm run bench:memory` runs
 * only this case.
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { cpuMs, serverNodeOptions } from "./server-process";

export const FIRST_START_BUDGET_MS = 2_000;
export const FIRST_START_RSS_BUDGET_MB = 300;
const STARTS = Number(process.env.BENCH_FIRST_STARTS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1_000);

interface FirstStart {
  readyMs: number;
  cpuMs: number;
  peakMb: number;
  /** Where the peak was reached: before or after the first /healthz. */
  peakBeforeReady: boolean;
}

/** Peak resident memory of a process so far (Linux /proc VmHWM), in MB; 0 once it has gone. */
function peakRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** One start of the server on `dataDir`, measured until BENCH_SETTLE_MS after its first /healthz. */
async function measureStart(
  startServer: (dataDir: string, env: Record<string, string>) => ChildProcess,
  base: string,
  dataDir: string,
  seed: boolean,
): Promise<FirstStart> {
  const started = performance.now();
  const child = startServer(dataDir, { SEED_DEMO: seed ? "1" : "0" });
  const pid = child.pid as number;
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, peakRss(pid));
  }, 10);
  const deadline = Date.now() + 120_000;
  while (!(await healthy(base))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  const cpu = await cpuMs(pid);
  const atReady = Math.max(peakMb, peakRss(pid));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  clearInterval(sampler);
  peakMb = Math.max(peakMb, peakRss(pid));
  await stop(child);
  return { readyMs, cpuMs: cpu, peakMb, peakBeforeReady: atReady >= peakMb };
}

/**
 * One start of the server on a new, empty data folder; without the seed, also a restart of that
 * folder right after it: what a first start would cost without the template's copy.
 */
async function firstStart(
  startServer: (dataDir: string, env: Record<string, string>) => ChildProcess,
  base: string,
  seed: boolean,
): Promise<{ first: FirstStart; restart?: FirstStart }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-first-start-"));
  try {
    const first = await measureStart(startServer, base, dataDir, seed);
    return { first, restart: seed ? undefined : await measureStart(startServer, base, dataDir, seed) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Starts the server BENCH_FIRST_STARTS times on an empty folder without the seed, then as many
 * times with it; prints and writes the figures (docs/benchmarks/memory.md) and returns what is
 * over budget.
 */
export async function measureFirstStarts(
  startServer: (dataDir: string, env: Record<string, string>) => ChildProcess,
  base: string,
): Promise<string[]> {
  const loadBefore = loadAverage();
  const runs: Record<"off" | "on" | "restart", FirstStart[]> = { off: [], on: [], restart: [] };
  for (const seed of ["off", "on"] as const) {
    for (let i = 0; i < STARTS; i++) {
      const { first, restart } = await firstStart(startServer, base, seed === "on");
      runs[seed].push(first);
      if (restart) runs.restart.push(restart);
    }
  }
  const loadAfter = loadAverage();
  const row = (start: string, list: FirstStart[]) => {
    const ready = list.map((run) => run.readyMs.toFixed(0)).join(", ");
    const cpu = list.map((run) => run.cpuMs.toFixed(0)).join(", ");
    const peaks = list.map((run) => `${run.peakMb.toFixed(0)}${run.peakBeforeReady ? "" : "*"}`).join(", ");
    return `| ${start} | ${median(list.map((run) => run.readyMs)).toFixed(0)} | ${ready} | ${median(list.map((run) => run.cpuMs)).toFixed(0)} | ${cpu} | ${Math.max(...list.map((run) => run.peakMb)).toFixed(0)} | ${peaks} |`;
  };
  const over = [
    median(runs.off.map((run) => run.readyMs)) > FIRST_START_BUDGET_MS &&
      `first start (seed off) over ${FIRST_START_BUDGET_MS} ms`,
    ...(["off", "on"] as const).map(
      (seed) =>
        Math.max(...runs[seed].map((run) => run.peakMb)) > FIRST_START_RSS_BUDGET_MB &&
        `first start (seed ${seed}) peak RSS over ${FIRST_START_RSS_BUDGET_MB} MB`,
    ),
  ].filter((text): text is string => Boolean(text));
  const options = serverNodeOptions().join(" ") || "none";
  await writeLatest("memory.md", "bench:memory first-start", [
    `### First start on an empty data folder: ${stamp()}`,
    "",
    `${STARTS} starts each (each seed-off start followed by a restart of its folder), peak RSS from spawn to ${SETTLE_MS} ms after the first /healthz (\\* reached after it); Node options: ${options}. Machine: ${machine()}; load average ${loadBefore} before, ${loadAfter} after.`,
    "",
    "| start | ready ms, median | ready ms | CPU ms to ready, median | CPU ms to ready | peak RSS MB | peaks MB |",
    "| --- | ---: | --- | ---: | --- | ---: | --- |",
    row("demo seed off", runs.off),
    row("demo seed on", runs.on),
    row("restart of a seed-off folder (reference)", runs.restart),
    "",
    `**${over.length ? `NOT met: ${over.join("; ")}` : "met"}** (budget: ready in ${FIRST_START_BUDGET_MS} ms without the seed, peak RSS ${FIRST_START_RSS_BUDGET_MB} MB with or without it).`,
  ]);
  return over;
}
