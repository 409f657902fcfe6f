import type { AddressInfo } from "node:net";
import { translateServerMessage } from "@trms/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { createPostgresPool, type PostgresTimeouts } from "../src/db/postgres-pool";
import { attachments } from "../src/db/tables/attachments.table";
import { auditLog } from "../src/db/tables/audit.table";
import { trainingDocuments } from "../src/db/tables/training-document.table";
import { FILE_REFERENCES } from "../src/file-references";
import { databaseUnreachable } from "../src/lib/db-errors";
import { sweepOrphanFiles } from "../src/lib/files/orphan-sweep";
import { createAdmin, type Made } from "./factories";
import {
  countedCall,
  expectOnlyClear503s,
  FaultTally,
  loadLoop,
  sleep,
  trainingDocumentForm,
} from "./fault-load";
import { createTestApp, type TestContext } from "./harness";
import {
  startThrowawayCluster,
  type ThrowawayCluster,
  throwawayClusterUnavailable,
} from "./throwaway-postgres";

/**
 * PostgreSQL goes away under load (crashed, then frozen) and comes back. The
 * cluster is the test's own, started and stopped here, so the test runs once, in the embedded
 * database's project, whatever TEST_DATABASE_URL names.
 */
const unavailable = throwawayClusterUnavailable();
if (unavailable) console.warn(`postgres-outage.test.ts skipped: ${unavailable}`);

/** Short, so the test takes seconds; the server's defaults keep the same order. */
const REQUEST_TIMEOUT_MS = 8_000;
const TIMEOUTS: PostgresTimeouts = { connectMs: 1_000, statementMs: 3_000 };
const WORKERS = 6;

let cluster: ThrowawayCluster | undefined;
let ctx: TestContext;
let base: string;
let admin: Made;

const call = (tally: FaultTally, url: string, init: Parameters<typeof countedCall>[2]) =>
  countedCall(tally, `${base}${url}`, init, REQUEST_TIMEOUT_MS, "database_unavailable");

/** Creates (two in three) and list reads, alternating languages; every acknowledged create noted. */
function step(tally: FaultTally, prefix: string) {
  return async (worker: number, round: number) => {
    const language = round % 2 === 0 ? "en" : "vi";
    const headers = { "access-token": admin.client.token };
    if (round % 3 === 2) {
      await call(tally, "/api/v1/training_document/sort_td", {
        method: "POST",
        language,
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ page_number: 1, page_count: 10 }),
      });
      return;
    }
    const name = `${prefix}-${worker}-${round}`;
    const result = await call(tally, "/api/v1/training_document/create_td", {
      method: "POST",
      language,
      headers,
      body: trainingDocumentForm(name),
    });
    if (result?.status === 200) tally.acknowledged.push(name);
  };
}

async function health() {
  const started = Date.now();
  const response = await fetch(`${base}/healthz`, {
    headers: { "accept-language": "en" },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

/** Polls /healthz until it answers 200; the time it took. */
async function healthyAgain(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await health().catch(() => null))?.status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not healthy again within ${limitMs} ms`);
}

/**
 * Acknowledged creates missing from the database, and saved documents without all of their
 * parts: a file row, its stored file, and the audit row of the same transaction.
 */
async function lostAndHalfWritten(tally: FaultTally, prefix: string) {
  const db = ctx.database.db;
  const saved = await db
    .select({ id: trainingDocuments.id, name: trainingDocuments.documentName })
    .from(trainingDocuments)
    .where(sql`${trainingDocuments.documentName} like ${`${prefix}-%`}`);
  const names = new Set(saved.map((row) => row.name));
  const lost = tally.acknowledged.filter((name) => !names.has(name)).length;
  let halfWritten = 0;
  const ids = saved.map((row) => row.id);
  const files = ids.length
    ? await db
        .select({ recordId: attachments.recordId, key: attachments.fileKey })
        .from(attachments)
        .where(and(eq(attachments.recordKind, "training_document"), inArray(attachments.recordId, ids)))
    : [];
  const audited = ids.length
    ? await db
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, "training_document"),
            inArray(
              auditLog.entityId,
              ids.map((id) => String(id)),
            ),
          ),
        )
    : [];
  const auditedIds = new Set(audited.map((row) => Number(row.entityId)));
  for (const id of ids) {
    const own = files.filter((file) => file.recordId === id);
    if (own.length !== 1 || !auditedIds.has(id)) halfWritten += 1;
    for (const file of own) if ((await ctx.app.deps.fileStore.size(file.key)) === null) halfWritten += 1;
  }
  return { lost, halfWritten, saved: saved.length };
}

const runs = !unavailable && process.env.TRMS_TEST_DB !== "postgres";

describe.runIf(runs)("PostgreSQL going away under load", () => {
  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    const database = await openPostgres(cluster.url, TIMEOUTS);
    await database.migrate();
    ctx = await createTestApp({ database, requestTimeoutMs: REQUEST_TIMEOUT_MS, databaseTimeouts: TIMEOUTS });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = await createAdmin(ctx);
  }, 120_000);

  afterAll(async () => {
    try {
      // Bounded, so a pool that did not give its connections back cannot keep the cluster running.
      await Promise.race([ctx?.close(), sleep(20_000)]);
    } finally {
      await cluster?.destroy();
    }
  }, 60_000);

  it("answers 503 while it is down and serves again, in the same process, once it is back", async () => {
    const tally = new FaultTally();
    const load = loadLoop(WORKERS, step(tally, "crash"));
    await sleep(1_500);
    const servedBefore = tally.ok;
    await cluster?.crash();
    await sleep(300);
    // While it is down: the health check says so, and every request is answered 503, promptly.
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: translateServerMessage("database_unavailable", "en"),
    });
    await sleep(1_500);
    const answeredWhileDown = tally.unavailable;
    await cluster?.start();
    const recoveryMs = await healthyAgain(10_000);
    const servedAtRestart = tally.ok;
    await sleep(1_500);
    await load.stop();
    await ctx.app.deps.background.drain();

    const { lost, halfWritten, saved } = await lostAndHalfWritten(tally, "crash");
    // Files of saves that failed with the database: kept, since the commit may have happened, and
    // removed by the sweep because no row names them.
    const { removed } = await sweepOrphanFiles({
      db: ctx.database.db,
      store: ctx.app.deps.fileStore,
      references: FILE_REFERENCES,
      minAgeMs: 0,
    });
    console.log(
      `${tally.figures("PostgreSQL stopped (pg_ctl stop -m immediate) and started under load", lost)}; ` +
        `${halfWritten} half-written, ${saved} documents saved, ${removed.length} files of failed saves left to the sweep, ` +
        `healthy again ${recoveryMs} ms after the start`,
    );
    expect(servedBefore).toBeGreaterThan(0);
    expect(answeredWhileDown).toBeGreaterThan(0);
    expect(tally.ok).toBeGreaterThan(servedAtRestart);
    expectOnlyClear503s(tally);
    expect(lost).toBe(0);
    expect(halfWritten).toBe(0);
  }, 60_000);

  it("answers 503 before the request timeout while the database hangs, and serves again once it answers", async () => {
    const tally = new FaultTally();
    const load = loadLoop(WORKERS, step(tally, "freeze"));
    await sleep(1_000);
    cluster?.freeze();
    let slowest = 0;
    try {
      await sleep(200);
      const frozen = await health();
      expect(frozen.status).toBe(503);
      slowest = frozen.ms;
      // Held until the load's own requests have met the hang: a statement waits up to its
      // timeout (3 s) before the server gives up on it, so a shorter freeze is only a slow answer.
      const frozenSince = Date.now();
      while (tally.unavailable === 0 && Date.now() - frozenSince < REQUEST_TIMEOUT_MS) await sleep(100);
      await sleep(500);
    } finally {
      cluster?.thaw();
    }
    const recoveryMs = await healthyAgain(10_000);
    const servedAtThaw = tally.ok;
    await sleep(1_500);
    await load.stop();
    await ctx.app.deps.background.drain();
    const { lost, halfWritten } = await lostAndHalfWritten(tally, "freeze");
    console.log(
      `${tally.figures("PostgreSQL frozen (SIGSTOP) under load, then resumed", lost)}; ${halfWritten} half-written, ` +
        `health check answered 503 in ${slowest} ms, healthy again ${recoveryMs} ms after the resume`,
    );
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(tally.unavailable).toBeGreaterThan(0);
    expect(tally.ok).toBeGreaterThan(servedAtThaw);
    expectOnlyClear503s(tally);
    expect(lost).toBe(0);
    expect(halfWritten).toBe(0);
  }, 60_000);

  it("takes back into the pool every connection lost while lent, even one its holder never releases", async () => {
    const pool = createPostgresPool(cluster?.url as string, TIMEOUTS);
    try {
      // The whole pool lent out, idle between statements, when the server dies: no connection's
      // error may end the process.
      const lent = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
      await cluster?.crash();
      // As Drizzle's transaction does when its `begin` fails: the statement fails, and the holder
      // never calls release.
      const failures = await Promise.all(
        lent.map((client) =>
          client.query("begin").then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      expect(failures.every(databaseUnreachable)).toBe(true);
      await cluster?.start();
      const again = await Promise.all(Array.from({ length: 10 }, () => pool.query("select 1 as one")));
      expect(again.map((result) => result.rows[0]?.one)).toEqual(Array(10).fill(1));
    } finally {
      await pool.end();
    }
  }, 30_000);
});
