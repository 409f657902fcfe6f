/**
 * `npm run bench:browser`: speed as a pilot on a tablet on hotel Wi-Fi feels it.
 *
 * Builds the app as `npm start` does, copies the build (others may build in the checkout meanwhile)
 * and starts the compiled server on a fresh embedded database with the demo data. Then, in Chromium
 * as a tablet (tablet.ts: 1024 × 768 touch screen, CPU 4× slower, 10 Mbit/s down, 5 Mbit/s up and
 * 100 ms from request to response headers, set through the DevTools protocol):
 * - screens: the login page, each role's landing page and the five busiest screens, each on a cold
 *   cache (a browser signed in through the login page, its HTTP cache then emptied) and again on a
 *   warm one (the same context, a new page load), `BENCH_RUNS` times; the medians of Largest
 *   Contentful Paint, of the time until the first list rows show (the sign-in form on /login), the
 *   layout shift summed over the load (CLS) and the bytes transferred. Goal: ≤ 2.0 s cold, ≤ 1.0 s
 *   warm, CLS under 0.1.
 * - installed (browser-installed.ts): the installed app's lists opened online and offline, the
 *   service worker controlling. Goal: rows ≤ 1.0 s both ways.
 * - outbox (browser-outbox.ts): 20 line check forms of 1 MiB queued offline, sent when the network
 *   returns, on the tablet's network and on faster ones. Goal: ≤ 10 s.
 * - renderer and rush (browser-renderer.ts): the server's page renderer against the app's empty
 *   page: cold first visits, the server's CPU per visit, and a morning rush of sign-ins.
 * The installed, renderer and rush parts run on a second server too, the same build without its
 * renderer. Each part writes its own block into docs/benchmarks/browser.md; exit code 1 when a goal
 * is not met.
 *
 * BENCH_RUNS (default 3), BENCH_BUILD=0 (use the last build), BENCH_PORT (default 3950), BENCH_ONLY
 * (screens and parts whose name starts with one of these comma-separated texts: "landing",
 * "installed", "outbox", "renderer", "rush"), BENCH_RUSH (the rush's sign-ins, default 100) and
 * BENCH_RUSH_SECONDS (over how long, default 60), CHROMIUM_PATH, BENCH_WRITE_DOCS=0 to only print.
 */

import type { ChildProcess } from "node:child_process";
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { SERVER_ROOT } from "../src/paths";
import { type InstalledFigures, installedLines, measureInstalled } from "./browser-installed";
import { measureOutbox, OUTBOX_PROFILES, type OutboxRun, outboxLines } from "./browser-outbox";
import {
  coldLandings,
  type LandingCpu,
  landingCpu,
  morningRush,
  type RushFigures,
  recordLandingCalls,
  rendererLines,
  rushLines,
} from "./browser-renderer";
import { type BuildSnapshot, snapshotBuild } from "./build-snapshot";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { startCompiledServer, waitForHealth } from "./server-process";
import { CPU_SLOWDOWN, median, newContext, ROWS, type Role, timedVisit, type Visit } from "./tablet";

const ROOT = path.resolve(SERVER_ROOT, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COLD_GOAL_MS = 2000;
const WARM_GOAL_MS = 1000;
/** Web Vitals' line between a good page and one that moves under the user's pointer. */
const CLS_GOAL = 0.1;

interface Screen {
  name: string;
  role: Role | null;
  path: string;
  /** What "shown" means on this screen. */
  ready: string;
}

const SCREENS: Screen[] = [
  { name: "login", role: null, path: "/login", ready: 'main button[type="submit"]' },
  // Each role's landing page (apps/web/src/lib/home.ts).
  { name: "landing: admin (SIM list)", role: "admin", path: "/admin/sim", ready: ROWS },
  { name: "landing: staff (pilot list)", role: "staff", path: "/admin/pilot", ready: ROWS },
  { name: "landing: instructor (SIM list)", role: "instructor", path: "/pilot/sim/list", ready: ROWS },
  { name: "landing: pilot (SIM list)", role: "pilot", path: "/pilot/sim/list", ready: ROWS },
  // The five busiest screens after the landing pages.
  { name: "dashboard", role: "admin", path: "/admin/dashboards", ready: ROWS },
  { name: "TO LDG", role: "admin", path: "/admin/to_ldg", ready: ROWS },
  { name: "FOT", role: "admin", path: "/admin/fot", ready: ROWS },
  { name: "line checks", role: "admin", path: "/admin/line-check", ready: ROWS },
  { name: "a pilot's training flights", role: "pilot", path: "/pilot/training-flight", ready: ROWS },
];

/** The parts beside the screens, in the order they run. */
const PARTS = ["installed", "renderer", "rush", "outbox"] as const;
type Part = (typeof PARTS)[number];

const only = process.env.BENCH_ONLY?.split(",").map((text) => text.trim().toLowerCase());
const chosen = (name: string) => !only || only.some((text) => name.toLowerCase().startsWith(text));

/** A server the bench started: its address and process. */
interface Running {
  child: ChildProcess;
  pid: number;
  dataDir: string;
}

/**
 * The copied build's server on a fresh embedded database (whatever the shell names), with or without
 * its page renderer. It trusts one proxy, so the rush's visitors come from their own addresses.
 */
async function startServer(build: BuildSnapshot, withRenderer: boolean): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-bench-browser-"));
  const child = startCompiledServer({
    dataDir,
    port: PORT,
    entry: build.entry,
    env: { WEB_DIST: withRenderer ? build.webDist : build.webDistWithoutRenderer, TRUST_PROXY: "1" },
  });
  await waitForHealth(BASE, 120_000);
  return { child, pid: child.pid as number, dataDir };
}

async function stopServer(server: Running): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  await rm(server.dataDir, { recursive: true, force: true });
}

/** The screens' table: each cold then warm, `RUNS` times. */
async function measureScreens(
  browser: Browser,
  screens: Screen[],
): Promise<{ rows: string[]; over: boolean }> {
  const rows: string[] = [];
  let over = false;
  console.log(`\n${RUNS} runs per screen; medians in ms and KB transferred`);
  for (const screen of screens) {
    const cold: Visit[] = [];
    const warm: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await newContext(browser, BASE, screen.role);
      try {
        cold.push(
          await timedVisit(context, `${BASE}${screen.path}`, screen.ready, {
            before: (cdp) => cdp.send("Network.clearBrowserCache"),
          }),
        );
        warm.push(await timedVisit(context, `${BASE}${screen.path}`, screen.ready));
      } finally {
        await context.close();
      }
    }
    const figures = {
      coldLcp: median(cold.map((v) => v.lcp)),
      coldReady: median(cold.map((v) => v.ready)),
      warmLcp: median(warm.map((v) => v.lcp)),
      warmReady: median(warm.map((v) => v.ready)),
      coldKb: median(cold.map((v) => v.bytes)) / 1024,
      coldCodeKb: median(cold.map((v) => v.codeBytes)) / 1024,
      warmKb: median(warm.map((v) => v.bytes)) / 1024,
      cls: Math.max(median(cold.map((v) => v.cls)), median(warm.map((v) => v.cls))),
    };
    const coldWorst = Math.max(figures.coldLcp, figures.coldReady);
    const warmWorst = Math.max(figures.warmLcp, figures.warmReady);
    const met = coldWorst <= COLD_GOAL_MS && warmWorst <= WARM_GOAL_MS && figures.cls < CLS_GOAL;
    if (!met) over = true;
    const row = `| ${screen.name} | ${screen.path} | ${Math.round(figures.coldLcp)} | ${Math.round(figures.coldReady)} | ${figures.coldKb.toFixed(0)} (${figures.coldCodeKb.toFixed(0)}) | ${Math.round(figures.warmLcp)} | ${Math.round(figures.warmReady)} | ${figures.warmKb.toFixed(0)} | ${figures.cls.toFixed(3)} | ${met ? "met" : "**over**"} |`;
    console.log(row);
    rows.push(row);
  }
  return { rows, over };
}

/** The load average before and after each part, by part ("screens", "installed"…), each server apart. */
const loads = new Map<string, string[]>();

async function part<T>(name: string, server: string, measure: () => Promise<T>): Promise<T> {
  const before = loadAverage();
  const result = await measure();
  loads.set(name, [...(loads.get(name) ?? []), `${before} before, ${loadAverage()} after${server}`]);
  return result;
}

/** What a part measured on one server, kept until both servers are done. */
interface ServerFigures {
  installed?: InstalledFigures[];
  cold?: Record<Role, Visit[]>;
  cpu?: Record<Role, LandingCpu>;
  rush?: RushFigures;
}

/** The parts that compare the server with and without its renderer, on one of them. */
async function measureParts(
  browser: Browser,
  server: Running,
  parts: Set<Part>,
  label: string,
): Promise<ServerFigures> {
  const figures: ServerFigures = {};
  if (parts.has("installed")) {
    console.log(`installed${label}: the lists opened online and offline`);
    figures.installed = await part("installed", label, () => measureInstalled(browser, BASE, RUNS));
  }
  if (parts.has("renderer") || parts.has("rush")) {
    const calls = await recordLandingCalls(browser, BASE);
    if (parts.has("renderer")) {
      console.log(`renderer${label}: cold first visits and the server's CPU per landing visit`);
      await part("renderer", label, async () => {
        figures.cold = await coldLandings(browser, BASE, RUNS);
        figures.cpu = await landingCpu(BASE, server.pid, calls);
      });
    }
    if (parts.has("rush")) {
      console.log(`rush${label}: sign-ins over a minute`);
      figures.rush = await part("rush", label, () => morningRush(browser, BASE, server.pid, calls));
    }
  }
  return figures;
}

async function main() {
  if (process.env.BENCH_BUILD !== "0") {
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const screens = SCREENS.filter((screen) => chosen(screen.name));
  const parts = new Set(PARTS.filter((part) => chosen(part)));
  const build = await snapshotBuild(await mkdtemp(path.join(tmpdir(), "trms-bench-build-")));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const header = (what: string, name: string) =>
    `### ${stamp()}\n\nBuild: ${build.source}. Tablet profile: 1024 × 768, CPU ${CPU_SLOWDOWN}× slower, 10 Mbit/s down, 5 Mbit/s up, 100 ms to the response headers; Vietnamese; embedded database with the demo data; ${what}. Machine: ${machine()}; load average ${(loads.get(name) ?? []).join("; ")}.`;
  let over = false;
  const blocks: [string, string[]][] = [];
  try {
    const server = await startServer(build, true);
    let withRenderer: ServerFigures = {};
    const outbox: { profile: string; runs: OutboxRun[] }[] = [];
    try {
      if (screens.length) {
        const result = await part("screens", "", () => measureScreens(browser, screens));
        over ||= result.over;
        blocks.push([
          "bench:browser",
          [
            header(`${RUNS} runs per screen, medians`, "screens"),
            "",
            "| screen | address | cold LCP ms | cold rows ms | cold KB (scripts and styles) | warm LCP ms | warm rows ms | warm KB | CLS | goal (2.0 s cold, 1.0 s warm, CLS < 0.1) |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
            ...result.rows,
            "",
            `**${result.over ? "Over the goal on at least one screen" : "Every screen within the goal"}.** "rows" is the sign-in form on /login; CLS is the larger of the cold and warm medians.`,
          ],
        ]);
      }
      withRenderer = await measureParts(browser, server, parts, " (with the renderer)");
      // Last on this server: it adds line checks to the instructor's lists.
      if (parts.has("outbox"))
        await part("outbox", "", async () => {
          for (let run = 0; run < Math.min(RUNS, 4); run++) {
            for (const [index, profile] of OUTBOX_PROFILES.entries()) {
              console.log(`outbox: ${profile.name}, run ${run + 1}`);
              const month = run * OUTBOX_PROFILES.length + index + 1;
              const sent = await measureOutbox(browser, BASE, profile.network, month);
              console.log(`  ${JSON.stringify(sent)}`);
              const kept = outbox.find((one) => one.profile === profile.name);
              if (kept) kept.runs.push(sent);
              else outbox.push({ profile: profile.name, runs: [sent] });
            }
          }
        });
    } finally {
      await stopServer(server);
    }
    let withoutRenderer: ServerFigures = {};
    if (parts.has("installed") || parts.has("renderer") || parts.has("rush")) {
      const bare = await startServer(build, false);
      try {
        withoutRenderer = await measureParts(browser, bare, parts, " (without)");
      } finally {
        await stopServer(bare);
      }
    }
    if (withRenderer.installed && withoutRenderer.installed) {
      const result = installedLines(withRenderer.installed, withoutRenderer.installed);
      over ||= result.over;
      blocks.push([
        "bench:browser installed",
        [header(`${RUNS} runs per list, medians`, "installed"), "", ...result.lines],
      ]);
    }
    if (outbox.length) {
      const result = outboxLines(outbox);
      over ||= result.over;
      blocks.push(["bench:browser outbox", [header("one queue per run", "outbox"), "", ...result.lines]]);
    }
    if (withRenderer.cold && withRenderer.cpu && withoutRenderer.cold && withoutRenderer.cpu) {
      blocks.push([
        "bench:browser renderer",
        [
          header(`${RUNS} cold visits per landing page, medians`, "renderer"),
          "",
          ...rendererLines(withRenderer.cold, withRenderer.cpu, withoutRenderer.cold, withoutRenderer.cpu),
        ],
      ]);
    }
    if (withRenderer.rush && withoutRenderer.rush) {
      blocks.push([
        "bench:browser rush",
        [
          header("one rush on each server", "rush"),
          "",
          ...rushLines(withRenderer.rush, withoutRenderer.rush),
        ],
      ]);
    }
  } finally {
    await browser.close();
    await build.remove();
  }
  for (const [key, lines] of blocks) await writeLatest("browser.md", key, lines);
  if (over) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
