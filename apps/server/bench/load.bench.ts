/**
 * Load mode (`npm run bench:load`): the real app and a bare Fastify reference server on loopback
 * ports, each under autocannon with 32 connections, for pilot/sort_pilot page 1, a keyword search,
 * page 2500 (the middle, the deepest cut) and page 5000, with 100 000 pilots (BENCH_ROWS).
 *
 * Two databases (BENCH_DB, default `postgres,pglite`):
 * - postgres: a fresh database the bench creates and drops (DATABASE_URL names the server, default
 *   postgres://postgres@127.0.0.1:5432); the reference talks to it through its own `pg` pool;
 * - pglite: an embedded PGlite in a temporary data folder; the reference runs its statements on
 *   the same PGlite instance, the only way to reach an embedded database (one engine, one
 *   connection, as the product has).
 * The reference does the product's work by the shortest path: the request through the call's own
 * schema, the token through the same memo of verified tokens (lib/tokens.ts), the session looked
 * up with the product's own statement, then exactly the SQL the product sent for that call
 * (captured from the driver, prepared where the product's was) read with the product's type
 * parsers, and the reply in the product's envelope through the same zod reply schema, with the
 * product's headers; both must answer every case with the same headers and bytes. So the ratio is
 * the cost of the product's own path on the same engine. After the fill the tables are vacuumed,
 * as autovacuum leaves a live database (index-only scans skip the heap).
 * Product and reference alternate BENCH_ROUNDS times (default 3) for BENCH_SECONDS each (default
 * 3) after a warm-up of BENCH_WARMUP seconds (default 3) each; the median run of each is printed,
 * with the load average, because the development machine is shared. Goals: page 1 and
 * keyword ≥ 0.9 of the reference on PostgreSQL and ≥ 0.8 on PGlite; page 2500 and page 5000 ≥ 0.5
 * of page 1; exit code 1 when a goal is not met. Both servers run in this process with Node's
 * defaults, as `npm start` runs the server. The latest figures go into docs/benchmarks/load.md
 * (BENCH_WRITE_DOCS=0 only prints them).
 */

import { execFile } from "node:child_process";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { okReply, type PilotRow, pilotListReplySchema, pilotListSchema } from "@trms/shared";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pg from "pg";
import { z } from "zod";
import { buildApp, CONTENT_SECURITY_POLICY } from "../src/app";
import { loadConfig } from "../src/config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";
import { fileUrl } from "../src/lib/files/file-url";
import * as listSql from "../src/lib/sql";
import { REQUEST_ID_HEADER, requestIdOf } from "../src/plugins/request-id";
import { securityHeaders } from "../src/plugins/security-headers";
import { seedDemo } from "../src/seed";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { fill, signIn } from "./fill";

// The product as `npm start` runs it: production skips the development check that every list
// shape builds one SQL text (sql.ts), which would build each statement's SQL again per call.
process.env.NODE_ENV ??= "production";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Seconds each server answers a case before its timed rounds. The product has far more code for V8
 * to optimise than the bare reference: after a 1 s warm-up its first rounds still ran a third slower
 * than its later ones (2026-11-27), while a server in service is warm. Both get the same warm-up.
 */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 3);
const MODES = (process.env.BENCH_DB ?? "postgres,pglite").split(",") as Mode[];
const CONNECTIONS = 32;
/** A folder: one more run of each server per case under the CPU profiler, written there as `.cpuprofile`. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const run = promisify(execFile);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-0123";
/** From this offset the product reads a page's total before the page (none before ADR 0053). */
const DEEP_OFFSET = (listSql as { DEEP_OFFSET?: number }).DEEP_OFFSET ?? Number.POSITIVE_INFINITY;

type Mode = "postgres" | "pglite";

interface Captured {
  text: string;
  values: unknown[];
  /** Sent as a named (prepared) statement; the product plans a keyword's count afresh, unnamed. */
  named: boolean;
  /**
   * PostgreSQL: the type parsers the product's driver sent with the statement (Drizzle's: dates,
   * timestamps and intervals as text). PGlite needs none: the product's database is created with
   * those parsers (`createPglite`) and the reference queries the same instance.
   */
  types?: unknown;
}

interface LoadResult {
  /** Answers per second. */
  requests: number;
  /** The server process's CPU time per answer, in µs. */
  cpuPerRequest?: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const ALL_CASES: [string, Record<string, unknown>][] = [
  ["page 1", { page_count: 20 }],
  ["keyword", { page_count: 20, keyword: "abc1" }],
  ["page 2500", { page_count: 20, page_number: 2500 }],
  ["page 5000", { page_count: 20, page_number: 5000 }],
];
/** `BENCH_CASES=keyword` (names, comma-separated) runs only those, e.g. to profile one case. */
const CASES = process.env.BENCH_CASES
  ? ALL_CASES.filter(([name]) => process.env.BENCH_CASES?.split(",").includes(name))
  : ALL_CASES;

/** What a driver runs: `pg` (a query config) or PGlite (text, params and options). */
type Runner = (
  text: string,
  values: unknown[],
  name: string | undefined,
  types: unknown,
  rowMode: "array" | undefined,
) => Promise<{ rows: Record<string, unknown>[] }>;

/** Records what the product's driver sends while `during` runs (text and parameters only). */
function captureQueries(mode: Mode, pglite?: PGlite) {
  const queries: Captured[] = [];
  let on = false;
  if (mode === "postgres") {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as
        | { text?: string; values?: unknown[]; name?: string; types?: unknown }
        | string;
      if (on && typeof config === "object" && config?.text)
        queries.push({
          text: config.text,
          values: config.values ?? (args[1] as unknown[]) ?? [],
          named: Boolean(config.name),
          types: config.types,
        });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  } else if (pglite) {
    const original = pglite.query.bind(pglite);
    pglite.query = ((text: string, values?: unknown[], options?: unknown) => {
      if (on) queries.push({ text, values: values ?? [], named: true });
      return original(text, values as never, options as never);
    }) as typeof pglite.query;
  }
  return {
    async during(work: () => Promise<unknown>) {
      queries.length = 0;
      on = true;
      await work();
      on = false;
      return [...queries];
    },
  };
}

/**
 * The product's memo of verified tokens (lib/tokens.ts), mirrored: keyed by the token's text, at
 * most 10 000, the oldest dropped past that; `exp` and `nbf` compared with the clock on every call,
 * the HMAC and the payload's decode only the first time a token is seen.
 */
function tokenVerifier(secret: Uint8Array) {
  const verified = new Map<string, { sub: string; exp: number; notBefore: number }>();
  return (token: unknown) => {
    if (typeof token !== "string") return null;
    const seconds = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) return known.exp > seconds && known.notBefore <= seconds ? known : null;
    const [header, payload, signature = ""] = token.split(".");
    const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    if (typeof claims.exp !== "number" || claims.exp <= seconds) return null;
    const checked = {
      sub: String(claims.sub),
      exp: claims.exp,
      notBefore: claims.nbf ?? Number.NEGATIVE_INFINITY,
    };
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value as string);
    verified.set(token, checked);
    return checked.notBefore <= seconds ? checked : null;
  };
}

/**
 * A bare server doing the product's work by the shortest path: the request parsed with the call's own
 * schema (defaults, trimming, the filters' two forms), the token checked through the same memo, the
 * session looked up with the product's own statement, then the call's statements,
 * prepared where the product's were, read with the product's type parsers (dates as text), and the
 * reply in the product's envelope and field names, serialised through the same zod reply schema,
 * with the headers every product reply carries: its request id and the security headers, computed
 * once as the product computes them. `scripts` is keyed by the parsed request.
 */
async function referenceServer(runQuery: Runner, secret: Uint8Array, scripts: Map<string, Captured[]>) {
  const app = Fastify({ logger: false, genReqId: requestIdOf }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const hardening = securityHeaders({ contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  const verify = tokenVerifier(secret);
  // Named (prepared) exactly where the product's statement was, so both plan the same statements;
  // each name made once, as the product names a statement once.
  const names = new Map(
    [...scripts.values()]
      .flat()
      .map((q) => [
        q,
        q.named ? `ref_${createHash("sha1").update(q.text).digest("hex").slice(0, 16)}` : undefined,
      ]),
  );
  const run = (q: Captured, rowMode?: "array") => runQuery(q.text, q.values, names.get(q), q.types, rowMode);
  app.post(
    "/api/v1/pilot/sort_pilot",
    {
      schema: {
        body: pilotListSchema,
        response: { 200: okReply(pilotListReplySchema), 400: z.null(), 401: z.null() },
      },
    },
    async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.headers(hardening);
      const claims = verify(request.headers["access-token"]);
      if (!claims) return reply.code(401).send(null);
      const script = scripts.get(JSON.stringify(request.body));
      if (!script) return reply.code(400).send(null);
      const [session, ...rest] = script as [Captured, ...Captured[]];
      // The account's id is the session statement's first column (the product's SESSION_USER_COLUMNS).
      const found = await run(session, "array");
      if (found.rows.length !== 1 || String((found.rows[0] as unknown as unknown[])[0]) !== claims.sub) {
        return reply.code(401).send(null);
      }
      // As the product: a deep page reads its total first, then the page; otherwise both together.
      const { page_number: pageNumber, page_count: pageCount } = request.body;
      const results: { rows: Record<string, unknown>[] }[] = [];
      if ((pageNumber - 1) * pageCount >= DEEP_OFFSET) {
        for (const q of rest) results.push(await run(q));
      } else {
        results.push(...(await Promise.all(rest.map((q) => run(q)))));
      }
      const pageAt = rest.findIndex((q) => q.text.includes('"crew_code"'));
      const rows = results[pageAt]?.rows ?? [];
      // The page's columns are named as the reply's fields; the avatar goes out as its URL.
      for (const row of rows) row.avatar = fileUrl(row.avatar as string | null);
      const count = results.find((_, i) => i !== pageAt);
      const total = Number(Object.values(count?.rows[0] ?? {})[0] ?? 0);
      return { code: "OK" as const, data: { pilots: rows as PilotRow[], total } };
    },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, port: (app.server.address() as { port: number }).port };
}

async function load(port: number, token: string, body: unknown, seconds: number): Promise<LoadResult> {
  const options = {
    url: `http://127.0.0.1:${port}/api/v1/pilot/sort_pilot`,
    method: "POST",
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "access-token": token, "application-type": "5", "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  const client = fileURLToPath(new URL("./load-client.mjs", import.meta.url));
  // Both servers live in this process and the load comes from another, so this process's CPU
  // time over a run is the server's under test (the other one idles): per answer, it is the
  // server's own work, far steadier on a busy machine than the answers per second.
  const before = process.cpuUsage();
  const { stdout } = await run(process.execPath, [client, JSON.stringify(options)], {
    timeout: (seconds + 30) * 1000,
  });
  const used = process.cpuUsage(before);
  const result = JSON.parse(stdout) as LoadResult;
  return { ...result, cpuPerRequest: (used.user + used.system) / Math.max(result.requests * seconds, 1) };
}

/** The run with the median throughput (its own p50 and p99 beside it). */
const median = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.requests - b.requests)[Math.floor(runs.length / 2)] as LoadResult;

/** One database: fill, run every case against the product and the reference, print the table. */
async function measure(mode: Mode) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-load-"));
  const cleanups: (() => Promise<unknown>)[] = [async () => rm(dataDir, { recursive: true, force: true })];
  let handle: DatabaseHandle;
  let runQuery: Runner;
  let pglite: PGlite | undefined;
  try {
    if (mode === "postgres") {
      const database = `trms_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      cleanups.unshift(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200)); // the pools' sockets close
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      });
      const benchUrl = new URL(SERVER_URL);
      benchUrl.pathname = `/${database}`;
      handle = await openPostgres(benchUrl.toString());
      const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 10 });
      pool.on("error", () => undefined); // the drop below ends connections still closing
      cleanups.unshift(() => pool.end());
      runQuery = (text, values, name, types, rowMode) =>
        pool.query({ name, text, values, types, rowMode } as pg.QueryConfig);
    } else {
      const client = await createPglite({ dataDir: path.join(dataDir, "db") });
      pglite = client;
      handle = await openPglite(client);
      runQuery = (text, values, _name, _types, rowMode) =>
        client.query(text, values, rowMode ? { rowMode } : undefined) as Promise<{
          rows: Record<string, unknown>[];
        }>;
    }
    const db = handle;
    cleanups.unshift(() => db.close().catch(() => undefined));
    await handle.migrate();
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: "production" }),
      webDist: undefined,
    };
    const product = await buildApp({ config, database: handle });
    // The app closes its database: the handle's own close must not run twice.
    cleanups.splice(0, 1, () => product.close());
    await seedDemo(handle.db, product.deps.fileStore);
    console.log(`\nfilling ${ROWS} pilots on ${mode}…`);
    await fill(handle, ROWS, false);
    await handle.db.execute("vacuum analyze pilots");
    await handle.db.execute("vacuum analyze users");
    const token = await signIn(product, "admin@demo.trms");
    await product.listen({ host: "127.0.0.1", port: 0 });
    const productPort = (product.server.address() as { port: number }).port;

    const capture = captureQueries(mode, pglite);
    const scripts = new Map<string, Captured[]>();
    for (const [, body] of CASES) {
      const ask = async () => {
        const response = await fetch(`http://127.0.0.1:${productPort}/api/v1/pilot/sort_pilot`, {
          method: "POST",
          headers: { "access-token": token, "application-type": "5", "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`product answered ${response.status}`);
      };
      // The statements of a call in the steady state: what a first call reads once (a deep page's
      // remembered keys) is not part of every call.
      await ask();
      scripts.set(JSON.stringify(pilotListSchema.parse(body)), await capture.during(ask));
    }
    const reference = await referenceServer(runQuery, new TextEncoder().encode(JWT_SECRET), scripts);
    cleanups.unshift(() => reference.app.close());
    // Both must answer every case with the same bytes, or the ratio compares different work.
    for (const [name, body] of CASES) {
      const [mine, bare] = await Promise.all(
        [productPort, reference.port].map(async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/pilot/sort_pilot`, {
            method: "POST",
            headers: { "access-token": token, "application-type": "5", "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          // Every header but the two that differ by the moment and the request.
          const headers = [...response.headers]
            .filter(([header]) => header !== "date" && header !== REQUEST_ID_HEADER)
            .sort(([a], [b]) => a.localeCompare(b));
          return JSON.stringify(headers) + (await response.text());
        }),
      );
      if (mine !== bare) {
        throw new Error(`${name}: the reference's reply differs from the product's:\n${mine}\n${bare}`);
      }
    }

    const started = stamp();
    const loadBefore = loadAverage();
    console.log(
      `\n${mode}: ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${SECONDS} s each (median shown), loopback, ${ROWS} pilots; load average ${loadBefore}`,
    );
    const table = [
      "| call | product req/s | p50 / p99 ms | reference req/s | p50 / p99 ms | product / reference |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    ];
    console.log(table.join("\n"));
    const productRate = new Map<string, number>();
    const ratios = new Map<string, number>();
    for (const [name, body] of CASES) {
      // Warm-up: connections, prepared statements, JIT.
      await load(productPort, token, body, WARM_UP);
      await load(reference.port, token, body, WARM_UP);
      // Product and reference alternate, ROUNDS times each: on a shared machine the load drifts
      // between runs, and the median of alternating runs keeps the drift out of the ratio.
      const mine: LoadResult[] = [];
      const bare: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        mine.push(await load(productPort, token, body, SECONDS));
        bare.push(await load(reference.port, token, body, SECONDS));
      }
      if (PROFILE_DIR) {
        for (const [who, port] of [
          ["product", productPort],
          ["reference", reference.port],
        ] as const) {
          const session = new Session();
          session.connect();
          await session.post("Profiler.enable");
          await session.post("Profiler.setSamplingInterval", { interval: 200 });
          await session.post("Profiler.start");
          await load(port, token, body, SECONDS);
          const { profile } = await session.post("Profiler.stop");
          session.disconnect();
          const file = path.join(PROFILE_DIR, `${mode}-${name.replace(/\W+/g, "-")}-${who}.cpuprofile`);
          await writeFile(file, JSON.stringify(profile));
        }
      }
      // Each round's pair, for whoever reads the spread behind the medians.
      console.log(
        `  ${name}, each round (product / reference): ${mine
          .map((r, i) => `${r.requests.toFixed(0)} / ${bare[i]?.requests.toFixed(0)}`)
          .join(", ")}`,
      );
      const cpu = (runs: LoadResult[]) => {
        const sorted = runs.map((r) => r.cpuPerRequest ?? 0).sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)] ?? 0;
      };
      console.log(
        `  ${name}, server CPU per answer (median µs): product ${cpu(mine).toFixed(0)}, reference ${cpu(bare).toFixed(0)}, reference / product ${(cpu(bare) / cpu(mine)).toFixed(2)}`,
      );
      const failed = [...mine, ...bare].some((r) => r.non2xx || r.errors);
      if (failed) console.log(`  (${name}: some answers were not 2xx or failed)`);
      const m = median(mine);
      const b = median(bare);
      productRate.set(name, m.requests);
      ratios.set(name, m.requests / b.requests);
      const ratio = (m.requests / b.requests).toFixed(2);
      const row = `| ${name} | ${m.requests.toFixed(0)} | ${m.p50} / ${m.p99} | ${b.requests.toFixed(0)} | ${b.p50} / ${b.p99} | ${name === "page 1" || name === "keyword" ? `**${ratio}**` : ratio} |`;
      table.push(row);
      console.log(row);
    }
    const page1 = productRate.get("page 1") ?? 1;
    const loadAfter = loadAverage();
    const deep =
      `page 2500 / page 1 (product) ${((productRate.get("page 2500") ?? 0) / page1).toFixed(2)}, ` +
      `page 5000 / page 1 ${((productRate.get("page 5000") ?? 0) / page1).toFixed(2)}`;
    const floor = mode === "postgres" ? 0.9 : 0.8;
    const met =
      (ratios.get("page 1") ?? 0) >= floor &&
      (ratios.get("keyword") ?? 0) >= floor &&
      (productRate.get("page 2500") ?? 0) / page1 >= 0.5 &&
      (productRate.get("page 5000") ?? 0) / page1 >= 0.5;
    if (!met) process.exitCode = 1;
    const goals = `goals (page 1 and keyword ≥ ${floor} of the reference, page 2500 and page 5000 ≥ 0.5 of page 1): ${met ? "met" : "NOT met"}`;
    console.log(`\n${mode}: ${deep}; ${goals}; load average ${loadAfter}`);
    await writeLatest("load.md", `bench:load ${mode}`, [
      `### ${mode === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${started}`,
      "",
      `${ROWS} pilots, ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${SECONDS} s each after a ${WARM_UP} s warm-up, medians. ` +
        `Machine: ${machine()}; load average ${loadBefore} before, ${loadAfter} after.`,
      "",
      ...table,
      "",
      `${deep[0]?.toUpperCase()}${deep.slice(1)}. **G${goals.slice(1)}.**`,
    ]);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.warn(String(error)));
  }
}

// Production's path: no per-call checks that only development and tests run.
process.env.NODE_ENV = "production";
for (const mode of MODES) await measure(mode);
