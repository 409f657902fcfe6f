/**
 * Load mode (`npm run bench:load`): the real app and a bare Fastify + `pg` reference server on
 * loopback ports, each under autocannon with 32 connections, for pilot/sort_pilot page 1, a keyword
 * search and page 5000, on PostgreSQL with 100 000 pilots (BENCH_ROWS) in a fresh database that
 * the bench creates and drops (DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432).
 * The reference checks the JWT with an HMAC, looks the session up with the product's own statement
 * and then runs exactly the SQL the product sent for that call (captured from the driver), so the
 * ratio is the cost of the product's own path. Goals (ADR 0007): page 1 and keyword ≥ 0.9 of the
 * reference; page 5000 ≥ 0.5 of page 1.
 */

import { execFile } from "node:child_process";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openPostgres } from "../src/db/client";
import { seedDemo } from "../src/db/seed";
import { fill, signIn } from "./fill";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const run = promisify(execFile);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-0123";

interface Captured {
  text: string;
  values: unknown[];
}

interface LoadResult {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const CASES: [string, Record<string, unknown>][] = [
  ["page 1", { page_count: 20 }],
  ["keyword", { page_count: 20, keyword: "abc1" }],
  ["page 5000", { page_count: 20, page_number: 5000 }],
];

/** Records what the product's driver sends while `capture` is on (text and parameters only). */
function captureQueries() {
  const queries: Captured[] = [];
  let on = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    if (on && typeof config === "object" && config?.text)
      queries.push({ text: config.text, values: config.values ?? (args[1] as unknown[]) ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
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

/** A bare server: HMAC check of the token, the session lookup, then the call's statements, prepared. */
async function referenceServer(url: string, secret: Uint8Array, scripts: Map<string, Captured[]>) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  const name = (text: string) => `ref_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  app.post("/api/v1/pilot/sort_pilot", async (request, reply) => {
    const token = request.headers["access-token"];
    const parts = typeof token === "string" ? token.split(".") : [];
    const expected = createHmac("sha256", secret).update(`${parts[0]}.${parts[1]}`).digest();
    const signature = Buffer.from(parts[2] ?? "", "base64url");
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return reply.code(401).send({ code: 401 });
    }
    const script = scripts.get(JSON.stringify(request.body));
    if (!script) return reply.code(400).send({ code: 400 });
    const [session, ...rest] = script as [Captured, ...Captured[]];
    const found = await pool.query({ name: name(session.text), text: session.text, values: session.values });
    if (found.rowCount !== 1) return reply.code(401).send({ code: 401 });
    const [page, count] = await Promise.all(
      rest.map((q) => pool.query({ name: name(q.text), text: q.text, values: q.values })),
    );
    return { code: 200, data: { pilots: page?.rows ?? [], total: Number(count?.rows[0]?.total ?? 0) } };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, pool, port: (app.server.address() as { port: number }).port };
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
  const { stdout } = await run(process.execPath, [client, JSON.stringify(options)], {
    timeout: (seconds + 30) * 1000,
  });
  return JSON.parse(stdout) as LoadResult;
}

async function main() {
  const database = `trms_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const benchUrl = new URL(SERVER_URL);
  benchUrl.pathname = `/${database}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-load-"));
  const handle = openPostgres(benchUrl.toString());
  let product: Awaited<ReturnType<typeof buildApp>> | undefined;
  let reference: Awaited<ReturnType<typeof referenceServer>> | undefined;
  try {
    await handle.migrate();
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: "production" }),
      webDist: undefined,
    };
    product = await buildApp({ config, database: handle });
    await seedDemo(handle.db, product.deps.fileStore);
    console.log(`filling ${ROWS} pilots on PostgreSQL (${database})…`);
    await fill(handle, ROWS, false);
    const token = await signIn(product, "admin@demo.trms");
    await product.listen({ host: "127.0.0.1", port: 0 });
    const productPort = (product.server.address() as { port: number }).port;

    const capture = captureQueries();
    const scripts = new Map<string, Captured[]>();
    for (const [, body] of CASES) {
      const queries = await capture.during(async () => {
        const response = await fetch(`http://127.0.0.1:${productPort}/api/v1/pilot/sort_pilot`, {
          method: "POST",
          headers: { "access-token": token, "application-type": "5", "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`product answered ${response.status}`);
      });
      scripts.set(JSON.stringify(body), queries);
    }
    reference = await referenceServer(benchUrl.toString(), new TextEncoder().encode(JWT_SECRET), scripts);

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, loopback, PostgreSQL, ${ROWS} pilots`);
    console.log(
      "| call | product req/s | p50 / p99 ms | reference req/s | p50 / p99 ms | product / reference |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    const productRate = new Map<string, number>();
    for (const [name, body] of CASES) {
      await load(productPort, token, body, 1); // warm-up: connections, prepared statements, JIT
      const mine = await load(productPort, token, body, SECONDS);
      await load(reference.port, token, body, 1);
      const bare = await load(reference.port, token, body, SECONDS);
      if (mine.non2xx || mine.errors || bare.non2xx || bare.errors)
        console.log(
          `  (${name}: product ${mine.non2xx} non-2xx / ${mine.errors} errors, reference ${bare.non2xx} / ${bare.errors})`,
        );
      productRate.set(name, mine.requests);
      console.log(
        `| ${name} | ${mine.requests.toFixed(0)} | ${mine.p50} / ${mine.p99} | ${bare.requests.toFixed(0)} | ${bare.p50} / ${bare.p99} | ${(mine.requests / bare.requests).toFixed(2)} |`,
      );
    }
    const deep = (productRate.get("page 5000") ?? 0) / (productRate.get("page 1") ?? 1);
    console.log(`\npage 5000 / page 1 (product): ${deep.toFixed(2)}`);
  } finally {
    await product?.close();
    await reference?.app.close();
    await reference?.pool.end();
    await handle.close().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
