/**
 * The browser bench's tablet: its network and CPU through the DevTools protocol, its accounts, what
 * "the list shows" means, and a timed page load. Shared by the screens (browser.bench.ts), the
 * installed app (browser-installed.ts, browser-outbox.ts) and the renderer's weighing
 * (browser-renderer.ts).
 */
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_SIGN_INS } from "@trms/shared";

/** A network as the DevTools protocol is told it (throughputs in bytes per second). */
export interface NetworkProfile {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const mbit = (megabits: number) => (megabits * 1024 * 1024) / 8;

/** The tablet on hotel Wi-Fi: 10 Mbit/s down, 5 Mbit/s up, 100 ms to the response headers. */
export const NETWORK: NetworkProfile = {
  offline: false,
  latency: 100,
  downloadThroughput: mbit(10),
  uploadThroughput: mbit(5),
};
export const CPU_SLOWDOWN = 4;

/** A network of `down` and `up` Mbit/s with the tablet's latency. */
export const networkOf = (down: number, up: number): NetworkProfile => ({
  ...NETWORK,
  downloadThroughput: mbit(down),
  uploadThroughput: mbit(up),
});

export type Role = keyof typeof ACCOUNTS;
export const ACCOUNTS = {
  admin: DEMO_SIGN_INS.admin,
  staff: DEMO_SIGN_INS.staff,
  instructor: DEMO_SIGN_INS.instructor,
  pilot: DEMO_SIGN_INS.pilot,
} as const;

/** Each role's landing page (apps/web/src/lib/home.ts). */
export const LANDING: Record<Role, string> = {
  admin: "/admin/sim",
  staff: "/admin/pilot",
  instructor: "/pilot/sim/list",
  pilot: "/pilot/sim/list",
};

/** A list's first real rows: table rows or cards, not the loading skeleton (aria-hidden). */
export const ROWS = 'main tbody tr:not([aria-hidden="true"]), main ul > li:not([aria-hidden="true"])';

/** How long a new tab is left on about:blank before the timed navigation (its process starting). */
export const TAB_SETTLE_MS = 1000;

/**
 * Runs in the page before its scripts: keeps the latest Largest Contentful Paint candidate and the
 * moment the `ready` selector first matches an element not held back by a landing page's gate, both
 * in ms since the navigation started, and the sum of the layout shifts no input caused. Written as text: a function would be
 * sent as its compiled source, which tsx wraps in helpers the page lacks.
 */
export function observe(ready: string): string {
  return `(() => {
    const ready = ${JSON.stringify(ready)};
    const marks = { lcp: 0, ready: 0, cls: 0, served: "", controlled: false };
    window.__bench = marks;
    // How the page came: the server's rendered page holds its data in #trms-page, the app's empty
    // page does not; and whether a service worker answered it. Read before the app's scripts run.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      marks.served = document.getElementById("trms-page") ? "rendered" : "empty";
      marks.controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
    });
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

export interface Visit {
  lcp: number;
  ready: number;
  cls: number;
  bytes: number;
  codeBytes: number;
  /** "rendered" (the server's page with its data) or "empty" (the app's empty page). */
  served: string;
  /** A service worker answered the navigation. */
  controlled: boolean;
}

/** A page of `context` with the tablet's CPU and `network`, and its DevTools session. */
export async function tabletPage(
  context: BrowserContext,
  network: NetworkProfile = NETWORK,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/**
 * Opens `url` in a new tab of `context` as the tablet and answers when `ready` showed, LCP, CLS and
 * the bytes on the wire. `before` runs on the new tab's session before the navigation (the cache
 * emptied, a service worker stopped).
 */
export async function timedVisit(
  context: BrowserContext,
  url: string,
  ready: string,
  options: { network?: NetworkProfile; before?: (cdp: CDPSession) => Promise<unknown> } = {},
): Promise<Visit> {
  const { page, cdp } = await tabletPage(context, options.network);
  await options.before?.(cdp);
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
  await page.addInitScript({ content: observe(ready) });
  // The new tab's own process starts first, as a tablet's browser has before its user types the
  // address: here it would otherwise take the server's cores while the page is being rendered.
  await page.goto("about:blank");
  await page.waitForTimeout(TAB_SETTLE_MS);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector(ready, { timeout: 60_000 });
  // LCP settles with the last large paint; the rows are usually it.
  await page.waitForTimeout(1000);
  const marks = (await page.evaluate("window.__bench")) as Omit<Visit, "bytes" | "codeBytes">;
  await cdp.detach();
  await page.close();
  return { ...marks, bytes, codeBytes };
}

/**
 * A tablet's browser, signed in as `role` through the login page as a user is (the token cookie and
 * the stored account the app keeps). Service workers are blocked unless `serviceWorkers` allows them.
 */
export async function newContext(
  browser: Browser,
  base: string,
  role: Role | null,
  options: { serviceWorkers?: "allow" | "block"; lang?: "vi" | "en" } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: options.lang === "en" ? "en-GB" : "vi-VN",
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  await context.addCookies([{ name: "lang", value: options.lang ?? "vi", url: base }]);
  if (role) {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[type="email"]').fill(ACCOUNTS[role]);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.close();
  }
  return context;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The value below which `share` (0 to 1) of `values` fall, by the nearest rank. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
