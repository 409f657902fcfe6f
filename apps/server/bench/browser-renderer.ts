/**
 * The server's page renderer weighed (the browser bench's `renderer` and `rush` parts), each on a
 * server with the renderer and on one without it (the same build, its web folder alone, so the
 * server sends the app's empty page):
 * - each landing page's cold first visit as the tablet, to its first rows;
 * - the server's CPU for one landing visit: the rendered page and the calls the browser still makes
 *   after taking it over, against the empty page and the calls the browser makes to fill it, and
 *   the page's list call alone;
 * - a morning rush: `RUSH_SIGN_INS` sign-ins spread evenly over `RUSH_SECONDS`, each opening the
 *   sign-in page, signing in and loading its landing page, the four roles in turn. Most are made over
 *   HTTP as the browser would (the page, then the calls it would make; scripts and styles left out,
 *   which a browser keeps), every `RUSH_PROBE_EVERY`th by Chromium as the tablet on a cold cache,
 *   timed to its rows. Each comes from its own address (X-Forwarded-For, the server trusting one
 *   proxy), as tablets do, so the sign-in's limit per address does not apply.
 */
import { createHash } from "node:crypto";
import type { Browser } from "@playwright/test";
import { DEMO_PASSWORD } from "@trms/shared";
import { cpuMs } from "./server-process";
import {
  ACCOUNTS,
  LANDING,
  median,
  newContext,
  percentile,
  ROWS,
  type Role,
  timedVisit,
  type Visit,
} from "./tablet";

export const COLD_GOAL_MS = 2000;
export const RUSH_SIGN_INS = Number(process.env.BENCH_RUSH ?? 100);
export const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const RUSH_PROBE_EVERY = 10;
/** Sequential visits per landing page for the CPU figures. */
const CPU_VISITS = 20;
const ROLES: Role[] = ["admin", "staff", "instructor", "pilot"];

/** An API call as the browser made it. */
interface Call {
  path: string;
  body: string;
}

/** Who a visitor is, to the server: its address, and its session once signed in. */
interface Visitor {
  ip: string;
  token: string;
}

const pageHeaders = (visitor: Visitor) => ({
  "accept-encoding": "gzip",
  "x-forwarded-for": visitor.ip,
  cookie: visitor.token ? `lang=vi; token=${visitor.token}` : "lang=vi",
});

/** A page as the browser asks for it: answers whether the server rendered it. */
async function getPage(base: string, path: string, visitor: Visitor): Promise<boolean> {
  const response = await fetch(`${base}${path}`, { headers: pageHeaders(visitor) });
  const html = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return html.includes('id="trms-page"');
}

async function post(base: string, call: Call, visitor: Visitor): Promise<unknown> {
  const response = await fetch(`${base}${call.path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "application-type": "5",
      "accept-language": "vi",
      "x-forwarded-for": visitor.ip,
      ...(visitor.token ? { "access-token": visitor.token } : {}),
    },
    body: call.body,
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${call.path}: ${response.status} ${JSON.stringify(reply)}`);
  return (reply as { data: unknown }).data;
}

/** The spec's two-step sign-in, as the login page makes it; answers the session's token. */
async function signInFrom(base: string, email: string, ip: string): Promise<string> {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const anonymous = { ip, token: "" };
  const challenge = (await post(
    base,
    { path: "/api/v1/auth/login", body: JSON.stringify({ email }) },
    anonymous,
  )) as { salt: string; code: string };
  const validated = (await post(
    base,
    {
      path: "/api/v1/auth/login/validate",
      body: JSON.stringify({ email, password: sha(sha(DEMO_PASSWORD) + challenge.salt) + challenge.code }),
    },
    anonymous,
  )) as { token: string };
  return validated.token;
}

/** The API calls Chromium makes for `role`'s landing page on this server, once it is signed in. */
async function recordCalls(browser: Browser, base: string, role: Role): Promise<Call[]> {
  const context = await newContext(browser, base, role);
  try {
    const page = await context.newPage();
    const calls: Call[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/"))
        calls.push({ path: url.pathname, body: request.postData() ?? "" });
    });
    await page.goto(`${base}${LANDING[role]}`);
    await page.waitForSelector(ROWS, { timeout: 60_000 });
    // The calls made once the page is idle (the account's second factors, the device's part).
    await page.waitForTimeout(4000);
    return calls;
  } finally {
    await context.close();
  }
}

/** The landing pages' calls on one server, by role. */
export type LandingCalls = Record<Role, Call[]>;

export async function recordLandingCalls(browser: Browser, base: string): Promise<LandingCalls> {
  const calls = {} as LandingCalls;
  for (const role of ROLES) calls[role] = await recordCalls(browser, base, role);
  return calls;
}

/** The page's list call: the first that is not about the account itself. */
const listCallOf = (calls: Call[]) => calls.find((call) => !call.path.startsWith("/api/v1/auth/"));

/** Each landing page's cold first visit as the tablet, `runs` times. */
export async function coldLandings(
  browser: Browser,
  base: string,
  runs: number,
): Promise<Record<Role, Visit[]>> {
  const visits = {} as Record<Role, Visit[]>;
  for (const role of ROLES) {
    visits[role] = [];
    for (let run = 0; run < runs; run++) {
      const context = await newContext(browser, base, role);
      try {
        visits[role].push(
          await timedVisit(context, `${base}${LANDING[role]}`, ROWS, {
            before: (cdp) => cdp.send("Network.clearBrowserCache"),
          }),
        );
      } finally {
        await context.close();
      }
    }
  }
  return visits;
}

export interface LandingCpu {
  /** Server CPU per page load (the page alone), ms. */
  pageCpu: number;
  /** Its median time from request to the whole page, ms. */
  pageMs: number;
  /** Server CPU of the calls the browser makes for the page, ms. */
  callsCpu: number;
  /** Server CPU of the page's list call alone, ms (0 when the page makes none). */
  listCpu: number;
  rendered: number;
}

/** Server CPU per landing visit on the server `pid` answers, `CPU_VISITS` sequential visits each. */
export async function landingCpu(
  base: string,
  pid: number,
  calls: LandingCalls,
): Promise<Record<Role, LandingCpu>> {
  const figures = {} as Record<Role, LandingCpu>;
  for (const role of ROLES) {
    const visitor = { ip: "127.0.0.1", token: await signInFrom(base, ACCOUNTS[role], "127.0.0.1") };
    const path = LANDING[role];
    // Warm: the renderer started and its code compiled, as on a server in service.
    for (let warm = 0; warm < 3; warm++) await getPage(base, path, visitor);
    let rendered = 0;
    const times: number[] = [];
    let before = await cpuMs(pid);
    for (let visit = 0; visit < CPU_VISITS; visit++) {
      const started = performance.now();
      if (await getPage(base, path, visitor)) rendered += 1;
      times.push(performance.now() - started);
    }
    const pageCpu = ((await cpuMs(pid)) - before) / CPU_VISITS;
    before = await cpuMs(pid);
    for (let visit = 0; visit < CPU_VISITS; visit++)
      await Promise.all(calls[role].map((call) => post(base, call, visitor)));
    const callsCpu = ((await cpuMs(pid)) - before) / CPU_VISITS;
    const list = listCallOf(calls[role]);
    let listCpu = 0;
    if (list) {
      before = await cpuMs(pid);
      for (let visit = 0; visit < CPU_VISITS; visit++) await post(base, list, visitor);
      listCpu = ((await cpuMs(pid)) - before) / CPU_VISITS;
    }
    figures[role] = { pageCpu, pageMs: median(times), callsCpu, listCpu, rendered };
  }
  return figures;
}

export interface RushFigures {
  signIns: number;
  /** Server CPU over the rush, ms. */
  cpu: number;
  /** From the first sign-in's start to the last one's end, ms. */
  wallMs: number;
  loginRendered: number;
  landingRendered: number;
  /** HTTP visitors: from the landing page's request to its data at hand (the page, or the page and its calls). */
  dataMs: number[];
  /** Chromium visitors: from the navigation's start to the first rows. */
  probeRows: number[];
  failures: string[];
}

/**
 * The morning rush on the server `pid` answers. `calls` are the calls a browser makes on this
 * server for each landing page; an HTTP visitor makes them after the page, as a browser would.
 */
export async function morningRush(
  browser: Browser,
  base: string,
  pid: number,
  calls: LandingCalls,
): Promise<RushFigures> {
  const figures: RushFigures = {
    signIns: RUSH_SIGN_INS,
    cpu: 0,
    wallMs: 0,
    loginRendered: 0,
    landingRendered: 0,
    dataMs: [],
    probeRows: [],
    failures: [],
  };
  const spacing = (RUSH_SECONDS * 1000) / RUSH_SIGN_INS;
  const visit = async (index: number) => {
    const role = ROLES[index % ROLES.length] as Role;
    const ip = `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 200)}`;
    const visitor: Visitor = { ip, token: "" };
    if (await getPage(base, "/login", visitor)) figures.loginRendered += 1;
    visitor.token = await signInFrom(base, ACCOUNTS[role], ip);
    if (index % RUSH_PROBE_EVERY === RUSH_PROBE_EVERY - 1) {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 2,
        hasTouch: true,
        locale: "vi-VN",
        extraHTTPHeaders: { "x-forwarded-for": ip },
      });
      try {
        await context.addCookies([
          { name: "lang", value: "vi", url: base },
          { name: "token", value: visitor.token, url: base },
        ]);
        const probe = await timedVisit(context, `${base}${LANDING[role]}`, ROWS);
        figures.probeRows.push(probe.ready);
        if (probe.served === "rendered") figures.landingRendered += 1;
      } finally {
        await context.close();
      }
      return;
    }
    const started = performance.now();
    const rendered = await getPage(base, LANDING[role], visitor);
    const paged = performance.now();
    if (rendered) figures.landingRendered += 1;
    // What the browser asks for after this page: the calls it makes after a takeover, or those
    // that fill the empty page (recorded on this server, which renders either always or never).
    await Promise.all(calls[role].map((call) => post(base, call, visitor)));
    figures.dataMs.push(rendered ? paged - started : performance.now() - started);
  };
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const visits: Promise<void>[] = [];
  for (let index = 0; index < RUSH_SIGN_INS; index++) {
    const at = started + index * spacing;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    visits.push(visit(index).catch((error: unknown) => void figures.failures.push(String(error))));
  }
  await Promise.all(visits);
  figures.wallMs = performance.now() - started;
  figures.cpu = (await cpuMs(pid)) - cpuBefore;
  return figures;
}

/** p50 / p95 of `values` in ms, or a dash for none. */
export const spread = (values: number[]) =>
  values.length ? `${Math.round(percentile(values, 0.5))} / ${Math.round(percentile(values, 0.95))}` : "–";

/** The renderer part's tables: cold first visits, and the server's CPU per landing visit. */
export function rendererLines(
  coldWith: Record<Role, Visit[]>,
  cpuWith: Record<Role, LandingCpu>,
  coldWithout: Record<Role, Visit[]>,
  cpuWithout: Record<Role, LandingCpu>,
): string[] {
  const cold = (visits: Visit[]) => {
    const ready = median(visits.map((visit) => visit.ready));
    const lcp = median(visits.map((visit) => visit.lcp));
    const kb = median(visits.map((visit) => visit.bytes)) / 1024;
    return { ready, lcp, text: `${Math.round(ready)} (${Math.round(lcp)}) | ${kb.toFixed(0)}` };
  };
  const goal = (visits: Visit[]) => {
    const { ready, lcp } = cold(visits);
    return Math.max(ready, lcp) <= COLD_GOAL_MS ? "met" : "**over**";
  };
  const ms = (value: number) => value.toFixed(0);
  return [
    "Cold first visit: a new browser signed in, its cache emptied, no service worker. Rows ms (LCP ms) and KB on the wire, medians.",
    "",
    "| landing page | with the renderer: rows (LCP) | KB | the app's empty page: rows (LCP) | KB | goal (≤ 2.0 s): with / without |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...ROLES.map(
      (role) =>
        `| ${role} ${LANDING[role]} | ${cold(coldWith[role]).text} | ${cold(coldWithout[role]).text} | ${goal(coldWith[role])} / ${goal(coldWithout[role])} |`,
    ),
    "",
    `Server CPU per landing visit (user + system of the server process, its renderer thread included; ${CPU_VISITS} sequential visits after 3 to warm up, ms each). "Calls" are the API calls Chromium makes for the page on that server: after taking over the rendered page, or to fill the empty one.`,
    "",
    "| landing page | rendered page: CPU (time) | + calls after the takeover | = visit | empty page: CPU (time) | + calls to fill it | = visit | the list call alone |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...ROLES.map((role) => {
      const on = cpuWith[role];
      const off = cpuWithout[role];
      const rendered = on.rendered === CPU_VISITS ? "" : ` (${on.rendered}/${CPU_VISITS} rendered)`;
      return `| ${role} ${LANDING[role]} | ${ms(on.pageCpu)} (${ms(on.pageMs)})${rendered} | ${ms(on.callsCpu)} | ${ms(on.pageCpu + on.callsCpu)} | ${ms(off.pageCpu)} (${ms(off.pageMs)}) | ${ms(off.callsCpu)} | ${ms(off.pageCpu + off.callsCpu)} | ${ms(off.listCpu)} |`;
    }),
  ];
}

/** The rush part's table: one row per server. */
export function rushLines(withRenderer: RushFigures, withoutRenderer: RushFigures): string[] {
  const row = (name: string, rush: RushFigures) => {
    const probes = rush.signIns - rush.dataMs.length - rush.failures.length;
    const core = (rush.cpu / rush.wallMs) * 100;
    return `| ${name} | ${rush.signIns} in ${(rush.wallMs / 1000).toFixed(0)} s | ${(rush.cpu / 1000).toFixed(1)} s (${core.toFixed(0)} % of a core) | ${rush.loginRendered} / ${rush.signIns} | ${rush.landingRendered} / ${rush.signIns - rush.failures.length} | ${spread(rush.dataMs)} | ${spread(rush.probeRows)} (${probes}) | ${rush.failures.length ? rush.failures.slice(0, 3).join("; ") : "none"} |`;
  };
  return [
    `${RUSH_SIGN_INS} sign-ins spread evenly over ${RUSH_SECONDS} s, the four roles in turn, each from its own address: the sign-in page, the two sign-in calls, then the landing page loaded whole. Every ${RUSH_PROBE_EVERY}th is Chromium as the tablet on a cold cache, timed to its rows; the others are made over HTTP, the page and then the calls a browser makes after it (scripts and styles left out). "Page data" is from the landing page's request to its data at hand: the rendered page, or the empty page and its calls.`,
    "",
    "| server | sign-ins | server CPU over the rush | sign-in pages rendered | landing pages rendered | HTTP visitors: page data p50 / p95 ms | Chromium: rows p50 / p95 ms (visits) | failures |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    row("with the renderer", withRenderer),
    row("without (the app's empty page)", withoutRenderer),
  ];
}
