/**
 * The installed app opened as a user opens it (the browser bench's `installed` part): each role signs
 * in once on a browser that allows the app's service worker, waits until the worker is active and
 * controls the page, opens its lists online so the device keeps them (the page in the worker's cache
 * of pages, the answers in IndexedDB), then opens them again as the tablet, the worker stopped
 * first, as a browser stops an idle one: online (the network first, the server's page) and offline
 * (the page the worker kept). Each time: from the navigation's start to the first list rows.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { LANDING, median, NETWORK, newContext, ROWS, type Role, timedVisit, type Visit } from "./tablet";

/** Budgets: the installed app shows a list in 1 s, offline and online. */
export const INSTALLED_GOAL_MS = 1000;

interface InstalledPage {
  role: Role;
  path: string;
  /** The first element of the query keys the device keeps for this list. */
  kept: string;
}

/**
 * Each role's landing page and the instructor's line checks, opened at their address (a shortcut, a
 * bookmark, a reload); and the app's start address "/" (the manifest's start_url, what the installed
 * app's icon opens), which the worker answers with the app's kept redirect to the account's home.
 */
export const INSTALLED_PAGES: InstalledPage[] = [
  { role: "admin", path: LANDING.admin, kept: "sims" },
  { role: "admin", path: "/", kept: "sims" },
  { role: "staff", path: LANDING.staff, kept: "pilots" },
  { role: "staff", path: "/", kept: "sims" },
  { role: "instructor", path: LANDING.instructor, kept: "sims" },
  { role: "instructor", path: "/pilot/line-check", kept: "line-checks" },
  { role: "instructor", path: "/", kept: "sims" },
  { role: "pilot", path: LANDING.pilot, kept: "sims" },
  { role: "pilot", path: "/", kept: "sims" },
];

/**
 * Polls `check`, a script answering a promise of a boolean, in the page every 200 ms until it answers
 * true. Scripts are text: a function would be sent as its compiled source, which tsx wraps in helpers
 * the page lacks.
 */
async function until(page: Page, check: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(200);
  }
}

/**
 * Waits until the app's service worker is active with the whole build kept (its install), then loads
 * the page again so the worker controls it, as an installed app opens.
 */
export async function install(page: Page): Promise<void> {
  await until(
    page,
    "navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration && registration.active))",
    "the service worker's install",
  );
  await page.reload();
  await until(page, "Promise.resolve(Boolean(navigator.serviceWorker.controller))", "the worker's control");
}

/** True once the device's database keeps an answer whose query key starts with `root`. */
const keptScript = (root: string) => `(async () => {
  if (!(await indexedDB.databases()).some((database) => database.name === "trms-device")) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open("trms-device");
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const read = open.result.transaction("answers").objectStore("answers").get("answers");
      read.onerror = () => resolve(false);
      read.onsuccess = () => {
        open.result.close();
        const queries = read.result ? read.result.state.queries : [];
        resolve(queries.some((query) => query.queryKey[0] === ${JSON.stringify(root)}));
      };
    };
  });
})()`;

/**
 * Opens `url` online and waits until the device keeps it: the page in one of the worker's caches and
 * an answer under `kept` in the device's database (written a second after it arrives).
 */
export async function keep(page: Page, url: string, kept: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(ROWS, { timeout: 60_000 });
  // The start address is kept as the app's redirect to the home page (ADR 1660), the others as pages.
  await until(
    page,
    `caches.match(${JSON.stringify(url)}, { ignoreVary: true }).then(Boolean)`,
    `${url} kept in the worker's cache`,
  );
  await until(page, keptScript(kept), `${url}'s answers kept on the device`);
}

/** Before a timed visit: the worker stopped, as the browser stops one idle for 30 s. */
export async function stopWorker(cdp: CDPSession): Promise<void> {
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
}

export interface InstalledFigures {
  page: InstalledPage;
  online: Visit[];
  offline: Visit[];
}

/** One role's pages on an installed app: kept online, then opened online and offline `runs` times each. */
async function measureRole(
  browser: Browser,
  base: string,
  role: Role,
  pages: InstalledPage[],
  runs: number,
): Promise<InstalledFigures[]> {
  const context: BrowserContext = await newContext(browser, base, role, { serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${LANDING[role]}`);
    await install(page);
    for (const one of pages) await keep(page, `${base}${one.path}`, one.kept);
    await page.close();
    const figures = pages.map((one) => ({ page: one, online: [] as Visit[], offline: [] as Visit[] }));
    for (let run = 0; run < runs; run++) {
      for (const figure of figures)
        figure.online.push(
          await timedVisit(context, `${base}${figure.page.path}`, ROWS, { before: stopWorker }),
        );
    }
    // Offline for the worker too (Playwright's own emulation); each tab's session says offline itself.
    await context.setOffline(true);
    for (let run = 0; run < runs; run++) {
      for (const figure of figures)
        figure.offline.push(
          await timedVisit(context, `${base}${figure.page.path}`, ROWS, {
            network: { ...NETWORK, offline: true },
            before: stopWorker,
          }),
        );
    }
    return figures;
  } finally {
    await context.close();
  }
}

/** Every installed page, role by role; answers their visits. */
export async function measureInstalled(
  browser: Browser,
  base: string,
  runs: number,
): Promise<InstalledFigures[]> {
  const figures: InstalledFigures[] = [];
  const roles = [...new Set(INSTALLED_PAGES.map((one) => one.role))];
  for (const role of roles) {
    const pages = INSTALLED_PAGES.filter((one) => one.role === role);
    figures.push(...(await measureRole(browser, base, role, pages, runs)));
  }
  return figures;
}

/** The installed part's table: each list online and offline, the server with and without its renderer. */
export function installedLines(
  withRenderer: InstalledFigures[],
  withoutRenderer: InstalledFigures[],
): { lines: string[]; over: boolean } {
  const cell = (visits: Visit[]) => {
    const ready = median(visits.map((visit) => visit.ready));
    const lcp = median(visits.map((visit) => visit.lcp));
    const served = [...new Set(visits.map((visit) => visit.served))].join(", ");
    const uncontrolled = visits.some((visit) => !visit.controlled) ? ", **not all controlled**" : "";
    return { ready, text: `${Math.round(ready)} (${Math.round(lcp)}; ${served}${uncontrolled})` };
  };
  let over = false;
  const rows = withRenderer.map((figure, index) => {
    const bare = withoutRenderer[index] as InstalledFigures;
    const online = cell(figure.online);
    const offline = cell(figure.offline);
    const met = online.ready <= INSTALLED_GOAL_MS && offline.ready <= INSTALLED_GOAL_MS;
    over ||= !met;
    return `| ${figure.page.role} | ${figure.page.path} | ${online.text} | ${offline.text} | ${cell(bare.online).text} | ${cell(bare.offline).text} | ${met ? "met" : "**over**"} |`;
  });
  return {
    over,
    lines: [
      "The installed app: the service worker controlling, the list kept on the device, the worker stopped before each visit (a browser stops one idle for 30 s). Each cell: rows ms (LCP ms; the page the app started from: the server's rendered page or the app's empty one).",
      "",
      "| role | list | online, warm: rows ms | offline: rows ms | without the renderer: online | without the renderer: offline | goal (rows ≤ 1.0 s online and offline, with the renderer) |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      `**${over ? "Over the goal on at least one list" : "Every list within the goal"}.**`,
    ],
  };
}
