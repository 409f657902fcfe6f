/**
 * The Outbox sent when the network returns (the browser bench's `outbox` part): an instructor on an
 * installed app uploads the second form of `OUTBOX_ITEMS` line checks offline through the line
 * check's page, each a distinct PDF of 1 MiB, then the network comes back. Timed in the page, from
 * its `online` event to the top bar's Outbox button saying nothing is waiting; every line check is
 * then read back from the server at status 3 (both forms in). The line checks are made first through
 * the API: the demo pilot P0001's, with the demo instructor, each with its first form submitted.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { DEMO_SIGN_INS } from "@trms/shared";
import { install } from "./browser-installed";
import { signIn } from "./server-process";
import {
  CPU_SLOWDOWN,
  LANDING,
  median,
  NETWORK,
  type NetworkProfile,
  networkOf,
  newContext,
  ROWS,
} from "./tablet";

export const OUTBOX_ITEMS = 20;
export const OUTBOX_FILE_BYTES = 1024 * 1024;
export const OUTBOX_GOAL_MS = 10_000;
/**
 * The networks the queue is sent on: the tablet's, one whose upload could carry 20 MiB in the
 * budget, and one without a bandwidth limit (what the sending costs beyond the bytes). Each with the
 * tablet's 100 ms latency.
 */
export const OUTBOX_PROFILES: { name: string; network: NetworkProfile }[] = [
  { name: "tablet: 10 Mbit/s down, 5 Mbit/s up", network: NETWORK },
  { name: "fast Wi-Fi: 50 Mbit/s both ways", network: networkOf(50, 50) },
  {
    name: "no bandwidth limit",
    network: { ...NETWORK, downloadThroughput: -1, uploadThroughput: -1 },
  },
];

/** The line check's status once both forms are in. */
const BOTH_FORMS_IN = 3;

const headers = (token: string) => ({ "access-token": token, "application-type": "5" });

async function call<T>(base: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: "POST",
    headers: { ...headers(token), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

/** A PDF of `bytes` bytes whose content stream is random, so no two are alike and none compresses. */
export function pdfOf(bytes: number): Buffer {
  const head = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n",
  );
  const tail = Buffer.from("\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const length = bytes - head.length - tail.length - 40;
  const stream = Buffer.from(`3 0 obj<</Length ${length}>>stream\n`.padEnd(40, " "));
  return Buffer.concat([head, stream, randomBytes(length), tail]);
}

/** The `index`th line check's date in `month` of 2091: as the API takes it and as its page's title says it. */
function dateOf(index: number, month: number) {
  const day = String(index + 1).padStart(2, "0");
  const mm = String(month).padStart(2, "0");
  return { api: `2091-${mm}-${day}T08:00:00+07:00`, title: `${day}/${mm}/2091 - 08:00` };
}

/**
 * `count` line checks of P0001 with I0001 in `month` of 2091, each with its first form in; answers
 * their ids.
 */
async function lineChecksAwaitingInstructor(base: string, count: number, month: number): Promise<number[]> {
  const token = await signIn(base, DEMO_SIGN_INS.pilot);
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const { id } = await call<{ id: number }>(base, token, "linecheck/create_line_check", {
      instructor_crew_code: "I0001",
      line_check_date: dateOf(index, month).api,
      line_check_sectors: `HAN-SGN ${month}-${index + 1}`,
    });
    const form = new FormData();
    form.append("line_check_id", String(id));
    form.append("form_order", "1");
    form.append("submitted_report", new Blob([pdfOf(2048)], { type: "application/pdf" }), "first.pdf");
    const response = await fetch(`${base}/api/v1/linecheck/submit_line_check_form`, {
      method: "POST",
      headers: headers(token),
      body: form,
    });
    if (!response.ok) throw new Error(`first form: ${response.status} ${await response.text()}`);
    ids.push(id);
  }
  return ids;
}

/** Moves within the app as a tap on a link does: no new page load. */
const openInApp = (page: Page, path: string) =>
  page.evaluate(
    `history.pushState(null, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"));`,
  );

/**
 * Opens the `index`th line check of the run in the app and waits until its own page shows (its date
 * in the title), not the page before it.
 */
async function openLineCheck(page: Page, id: number, index: number, month: number): Promise<void> {
  await openInApp(page, `/pilot/line-check/detail/${id}`);
  await page
    .getByRole("heading", { name: `Line check ${dateOf(index, month).title}` })
    .waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Upload second form" }).waitFor({ timeout: 60_000 });
}

const outboxButton = (page: Page) => page.getByRole("button", { name: /^Outbox/ });

/**
 * Runs in the page: the moment of the first `online` event and the moment the Outbox button first
 * says nothing is waiting after it, in ms since the page's start.
 */
const WATCH_OUTBOX = `(() => {
  const marks = { online: 0, empty: 0 };
  window.__outbox = marks;
  window.addEventListener("online", () => { if (!marks.online) marks.online = performance.now(); });
  new MutationObserver(() => {
    if (marks.online && !marks.empty && document.querySelector('button[aria-label="Outbox"]'))
      marks.empty = performance.now();
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
})()`;

export interface OutboxRun {
  /** From the network's return to the Outbox empty, in ms. */
  sentMs: number;
  /** Line checks read back at status 3. */
  confirmed: number;
  /** What went up: the files' bytes. */
  bytes: number;
}

/**
 * One run: `OUTBOX_ITEMS` uploads queued offline, then sent on `network` with the tablet's CPU. Each
 * run of a bench takes its own `month` (1 to 12) of 2091 for its line checks' dates.
 */
export async function measureOutbox(
  browser: Browser,
  base: string,
  network: NetworkProfile,
  month: number,
): Promise<OutboxRun> {
  const ids = await lineChecksAwaitingInstructor(base, OUTBOX_ITEMS, month);
  const context = await newContext(browser, base, "instructor", { serviceWorkers: "allow", lang: "en" });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${LANDING.instructor}`);
    await page.waitForSelector(ROWS, { timeout: 60_000 });
    await install(page);
    await page.waitForSelector(ROWS, { timeout: 60_000 });
    // Each line check opened online first, as an instructor does before the flight: the app holds it.
    for (const [index, id] of ids.entries()) await openLineCheck(page, id, index, month);
    // Offline through this page's own DevTools session, which then brings the network back with the
    // profile: a second session's emulation (Playwright's) would leave the requests to the first.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { ...network, offline: true });
    if (await page.evaluate("navigator.onLine")) throw new Error("the page still says it is online");
    let bytes = 0;
    for (const [index, id] of ids.entries()) {
      await openLineCheck(page, id, index, month);
      await page.getByRole("button", { name: "Upload second form" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload second form" });
      const file = pdfOf(OUTBOX_FILE_BYTES);
      bytes += file.length;
      await dialog
        .getByLabel(/PDF/)
        .first()
        .setInputFiles({ name: `second-${index + 1}.pdf`, mimeType: "application/pdf", buffer: file });
      await dialog.getByRole("button", { name: "Upload" }).click();
      await page.getByRole("dialog").last().getByRole("button", { name: "Upload" }).click();
      await page
        .getByRole("button", { name: `Outbox: ${index + 1} change${index ? "s" : ""} not sent` })
        .waitFor({ timeout: 30_000 });
    }
    await page.evaluate(WATCH_OUTBOX);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.emulateNetworkConditions", network);
    await outboxButton(page).and(page.locator('[aria-label="Outbox"]')).waitFor({ timeout: 600_000 });
    const marks = (await page.evaluate("window.__outbox")) as { online: number; empty: number };
    const token = await signIn(base, DEMO_SIGN_INS.instructor);
    let confirmed = 0;
    for (const id of ids) {
      const check = await call<{ line_check_status: number }>(base, token, "linecheck/get_line_check_by_id", {
        id,
      });
      if (check.line_check_status === BOTH_FORMS_IN) confirmed += 1;
    }
    await cdp.detach();
    return { sentMs: marks.empty - marks.online, confirmed, bytes };
  } finally {
    await context.close();
  }
}

/** The outbox part's table: each network's median time against the budget and the upload's floor. */
export function outboxLines(profiles: { profile: string; runs: OutboxRun[] }[]): {
  lines: string[];
  over: boolean;
} {
  let over = false;
  const rows = profiles.map(({ profile, runs }) => {
    const network = OUTBOX_PROFILES.find((one) => one.name === profile)?.network ?? NETWORK;
    const sent = median(runs.map((run) => run.sentMs));
    const bytes = runs[0]?.bytes ?? 0;
    const floor =
      network.uploadThroughput > 0 ? `${((bytes / network.uploadThroughput) * 1000).toFixed(0)}` : "–";
    const confirmed = runs.map((run) => `${run.confirmed}/${OUTBOX_ITEMS}`).join(", ");
    const met = sent <= OUTBOX_GOAL_MS && runs.every((run) => run.confirmed === OUTBOX_ITEMS);
    over ||= !met;
    const each = runs.map((run) => Math.round(run.sentMs)).join(", ");
    return `| ${profile} | ${Math.round(sent)} (${each}) | ${floor} | ${confirmed} | ${met ? "met" : "**over**"} |`;
  });
  return {
    over,
    lines: [
      `${OUTBOX_ITEMS} line check second forms, each a distinct PDF of ${OUTBOX_FILE_BYTES / 1024 / 1024} MiB, uploaded offline by the instructor through the line check's page on an installed app; then the network back with the tablet's CPU. Timed in the page from its \`online\` event to the Outbox button saying nothing waits; every line check then read back from the server.`,
      "",
      "| network | sent ms, median (each run) | the files alone at the upload's speed, ms | at status 3 on the server | goal (≤ 10 s) |",
      "| --- | ---: | ---: | --- | --- |",
      ...rows,
      "",
      `**${over ? "Over the goal on at least one network" : "Within the goal on every network"}.** The Outbox sends one item at a time, oldest first.`,
    ],
  };
}
