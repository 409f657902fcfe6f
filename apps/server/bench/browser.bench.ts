/**
 * `npm run bench:browser`: speed as a pilot on a tablet on hotel Wi-Fi feels it.
 *
 * Builds the app as `npm start` does, starts the compiled server on a fresh embedded database with
 * the demo data, and opens the login page, each role's landing page and the five busiest screens in
 * Chromium with a tablet profile: 1024 × 768 touch screen, CPU 4× slower, 10 Mbit/s down, 5 Mbit/s
 * up and 100 ms from request to response headers, set through the DevTools protocol. Each screen is
 * opened on a cold cache (a browser signed in through the login page, its HTTP cache then emptied)
 * and again on a warm one (the same context, a new
 * page load), `BENCH_RUNS` times; it prints the medians of Largest Contentful Paint, of the time
 * until the first list rows show (the sign-in form on /login), the layout shift summed over the
 * load (CLS) and the bytes transferred, then writes them into docs/benchmarks/browser.md. Goal: every
 * one ≤ 2.0 s cold and ≤ 1.0 s warm, and CLS under 0.1; exit code 1 when over.
 *
 * BENCH_RUNS (default 3), BENCH_BUILD=0 (use the last build), BENCH_PORT (default 3950), BENCH_ONLY (screens whose name starts with one
 * of these comma-separated texts), CHROMIUM_PATH, BENCH_WRITE_DOCS=0 to only print.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { SERVER_ROOT } from "../src/paths";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { startCompiledServer, waitForHealth } from "./server-process";

const ROOT = path.resolve(SERVER_ROOT, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COLD_GOAL_MS = 2000;
const WARM_GOAL_MS = 1000;
/** Web Vitals' line between a good page and one that moves under the user's pointer. */
const CLS_GOAL = 0.1;

/** The tablet on hotel Wi-Fi: what the DevTools protocol is told. */
const NETWORK = {
  offline: false,
  latency: 100,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Role = "admin" | "staff" | "instructor" | "pilot";
const PASSWORD = "Demo@1234";
const ACCOUNTS: Record<Role, string> = {
  admin: "admin@demo.trms",
  staff: "staff@demo.trms",
  instructor: "instructor@demo.trms",
  pilot: "pilot@demo.trms",
};

/** A list's first real rows: table rows or cards, not the loading skeleton (aria-hidden). */
const ROWS = 'main tbody tr:not([aria-hidden="true"]), main ul > li:not([aria-hidden="true"])';

interface Screen {
  name: string;
  role: Role | null;
  path: string;
  /** What "shown" means on this screen. */
  ready: string;
}

/** How long a new tab is left on about:blank before the timed navigation (its process starting). */
const TAB_SETTLE_MS = 1000;

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

/**
 * Runs in the page before its scripts: keeps the latest Largest Contentful Paint candidate and the
 * moment the `ready` selector first matches an element not held back by a landing page's gate, both
 * in ms since the navigation started, and the sum of the layout shifts no input caused. Written as text: a function would be
 * sent as its compiled source, which tsx wraps in helpers the page lacks.
 */
function observe(ready: string): string {
  return `(() => {
    const ready = ${JSON.stringify(ready)};
    const marks = { lcp: 0, ready: 0, cls: 0 };
    window.__bench = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    // Shown, not only in the document: a landing page renders its list hidden while its panels load,
    // marked data-landing-held. Read off the document, so the check forces no layout.
    const shown = () =>
      Array.from(document.querySelectorAll(ready)).some((element) => !element.closest("[data-landing-held]"));
    new MutationObserver(() => {
      if (!marks.ready && shown()) marks.ready = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-landing-held"] });
  })();`;
}

interface Visit {
  lcp: number;
  ready: number;
  cls: number;
  bytes: number;
  codeBytes: number;
}

async function visit(context: BrowserContext, screen: Screen, cold: boolean): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Bytes on the wire, headers included; scripts and stylesheets apart, as the build counts them.
  let bytes = 0;
  let codeBytes = 0;
  const types = new Map<string, string>();
  cdp.on("Network.responseReceived", (event) => {
    types.set(event.requestId, event.type);
  });
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === "Script" || type === "Stylesheet") codeBytes += event.encodedDataLength;
  });
  await page.addInitScript({ content: observe(screen.ready) });
  // The new tab's own process starts first, as a tablet's browser has before its user types the
  // address: here it would otherwise take the server's cores while the page is being rendered.
  await page.goto("about:blank");
  await page.waitForTimeout(TAB_SETTLE_MS);
  await page.goto(`${BASE}${screen.path}`, { waitUntil: "load" });
  await page.waitForSelector(screen.ready, { timeout: 60_000 });
  // LCP settles with the last large paint; the rows are usually it.
  await page.waitForTimeout(1000);
  const marks = (await page.evaluate("window.__bench")) as { lcp: number; ready: number; cls: number };
  await cdp.detach();
  await page.close();
  return { lcp: marks.lcp, ready: marks.ready, cls: marks.cls, bytes, codeBytes };
}

/**
 * A tablet's browser, signed in as `role` through the login page as a user is (the token cookie and
 * the stored account the app keeps); its HTTP cache is emptied before each cold visit.
 */
async function newContext(browser: Browser, role: Role | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: "vi-VN",
  });
  await context.addCookies([{ name: "lang", value: "vi", url: BASE }]);
  if (role) {
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('input[type="email"]').fill(ACCOUNTS[role]);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.close();
  }
  return context;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function main() {
  if (process.env.BENCH_BUILD !== "0") {
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const only = process.env.BENCH_ONLY?.split(",").map((text) => text.trim().toLowerCase());
  const screens = only
    ? SCREENS.filter((s) => only.some((text) => s.name.toLowerCase().startsWith(text)))
    : SCREENS;

  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-bench-browser-"));
  // The embedded database, whatever the shell names.
  const server = startCompiledServer({ dataDir, port: PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const rows: string[] = [];
  let over = false;
  const loadBefore = loadAverage();
  try {
    await waitForHealth(BASE, 120_000);

    console.log(`\n${RUNS} runs per screen; medians in ms and KB transferred`);
    for (const screen of screens) {
      const cold: Visit[] = [];
      const warm: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await newContext(browser, screen.role);
        try {
          cold.push(await visit(context, screen, true));
          warm.push(await visit(context, screen, false));
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
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `### ${stamp()}`,
    "",
    `Tablet profile: 1024 × 768, CPU ${CPU_SLOWDOWN}× slower, 10 Mbit/s down, 100 ms to the response headers; Vietnamese; embedded database with the demo data; ${RUNS} runs per screen, medians. Machine: ${machine()}; load average ${loadBefore} before, ${loadAverage()} after.`,
    "",
    "| screen | address | cold LCP ms | cold rows ms | cold KB (scripts and styles) | warm LCP ms | warm rows ms | warm KB | CLS | goal (2.0 s cold, 1.0 s warm, CLS < 0.1) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
    "",
    `**${over ? "Over the goal on at least one screen" : "Every screen within the goal"}.** "rows" is the sign-in form on /login; CLS is the larger of the cold and warm medians.`,
  ];
  await writeLatest("browser.md", "bench:browser", lines);
  if (over) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
