import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOncePerDay } from "../src/lib/daily-job";
import { startMetricsServer } from "../src/lib/metrics/metrics-server";
import { createTestApp, type TestContext } from "./harness";

/**
 * `/metrics`: the Prometheus text exposition, read back with a small
 * parser of the format, and who may read it.
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

/** The text format 0.0.4: `# TYPE name kind` lines and `name{label="value",…} number` samples. */
function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type?.[1] && type[2]) {
      types.set(type[1], type[2]);
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!sample?.[1] || !sample[3]) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      if (pair[1])
        labels[pair[1]] = (pair[2] ?? "").replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    // Go's ParseFloat, which Prometheus reads values with, takes NaN and Inf in any case.
    const text = sample[3].toLowerCase();
    const value = text === "+inf" ? Infinity : text === "-inf" ? -Infinity : Number(sample[3]);
    if (Number.isNaN(value) && text !== "nan") throw new Error(`not a value: ${line}`);
    samples.push({ name: sample[1], labels, value });
  }
  return { types, samples };
}

const matches = (sample: Sample, name: string, labels: Record<string, string>) =>
  sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return exposition.samples.find((sample) => matches(sample, name, labels))?.value ?? 0;
}

const TOKEN = "metrics-token-0123456789abcdef";
let ctx: TestContext;

async function scrape(token = TOKEN) {
  const reply = await ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(reply.body);
}

beforeAll(async () => {
  ctx = await createTestApp({ metrics: { token: TOKEN, port: undefined } });
});
afterAll(async () => {
  await ctx.close();
});

describe("the /metrics exposition", () => {
  it("counts requests by route pattern and status, with latency histograms in buckets", async () => {
    const before = await scrape();
    const healthy = { method: "GET", route: "/healthz", status: "200" };
    const refused = { method: "POST", route: "/api/v1/auth/me", status: "401" };
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: "GET", url: "/healthz" });
    await ctx.app.inject({ method: "POST", url: "/api/v1/auth/me", payload: {} });
    // A stored file's path: counted under the route's pattern, never under the path asked.
    await ctx.app.inject({ method: "GET", url: "/api/v1/files/avatar/2026/01/someone.png" });
    const after = await scrape();

    expect(after.types.get("trms_http_requests_total")).toBe("counter");
    expect(after.types.get("trms_http_request_duration_seconds")).toBe("histogram");
    const requests = (exposition: Exposition, labels: Record<string, string>) =>
      sampleValue(exposition, "trms_http_requests_total", labels);
    expect(requests(after, healthy) - requests(before, healthy)).toBe(3);
    expect(requests(after, refused) - requests(before, refused)).toBe(1);
    expect(requests(after, { route: "/api/v1/files/*", status: "401" })).toBeGreaterThanOrEqual(1);
    expect(after.samples.some((sample) => sample.labels.route?.includes("someone.png"))).toBe(false);

    const buckets = after.samples.filter((sample) =>
      matches(sample, "trms_http_request_duration_seconds_bucket", healthy),
    );
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.at(-1)?.labels.le).toBe("+Inf");
    // Cumulative buckets: each holds at least the one before, the last all of them.
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]?.value).toBeGreaterThanOrEqual(buckets[i - 1]?.value ?? 0);
    const count = sampleValue(after, "trms_http_request_duration_seconds_count", healthy);
    expect(buckets.at(-1)?.value).toBe(count);
    expect(count).toBe(requests(after, healthy));
    expect(sampleValue(after, "trms_http_request_duration_seconds_sum", healthy)).toBeGreaterThan(0);
  });

  it("reports the database connections' use and wait", async () => {
    const exposition = await scrape();
    const max = sampleValue(exposition, "trms_db_connections_max");
    expect(max).toBe(ctx.database.kind === "pglite" ? 1 : 10);
    const open = sampleValue(exposition, "trms_db_connections_open");
    const idle = sampleValue(exposition, "trms_db_connections_idle");
    expect(open).toBeGreaterThanOrEqual(idle);
    expect(open).toBeLessThanOrEqual(max);
    expect(exposition.samples.some((sample) => sample.name === "trms_db_connections_waiting")).toBe(true);
    // Every query waited for its connection, if only for an instant: the wait is observed.
    expect(sampleValue(exposition, "trms_db_connection_wait_seconds_count")).toBeGreaterThan(0);
    expect(exposition.types.get("trms_db_connection_wait_seconds")).toBe("histogram");
  });

  it("counts the daily jobs' runs and failures, and tells their last runs from the shared table", async () => {
    const job = "metrics-test-job";
    const before = await scrape();
    await runOncePerDay(ctx.database.db, { job, day: "2026-05-01" }, async () => ({ complete: false }));
    await expect(
      runOncePerDay(ctx.database.db, { job, day: "2026-05-01" }, async () => {
        throw new Error("mail server down");
      }),
    ).rejects.toThrow("mail server down");
    await runOncePerDay(ctx.database.db, { job, day: "2026-05-01" }, async () => ({ complete: true }));
    const after = await scrape();
    const runs = (exposition: Exposition, outcome: string) =>
      sampleValue(exposition, "trms_daily_job_runs_total", { job, outcome });
    for (const outcome of ["incomplete", "failed", "complete"])
      expect(runs(after, outcome) - runs(before, outcome), outcome).toBe(1);
    const finished = sampleValue(after, "trms_daily_job_last_finished_timestamp_seconds", { job });
    expect(finished).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(sampleValue(after, "trms_daily_job_running", { job })).toBe(0);
  });

  it("includes the process metrics", async () => {
    const exposition = await scrape();
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ])
      expect(
        exposition.samples.some((sample) => sample.name === name),
        name,
      ).toBe(true);
    expect(exposition.samples.some((sample) => sample.name === "nodejs_eventloop_lag_seconds")).toBe(true);
  });

  it("takes more gauges through registerGauge; a reading that fails makes only its own gauge NaN", async () => {
    ctx.app.metrics.registerGauge({
      name: "trms_test_outbox_depth",
      help: "A gauge another feature adds",
      read: () => 7,
    });
    ctx.app.metrics.registerGauge({
      name: "trms_test_by_label",
      help: "A labelled gauge",
      labelNames: ["kind"],
      read: async () => [
        { labels: { kind: "a" }, value: 1 },
        { labels: { kind: "b" }, value: 2 },
      ],
    });
    ctx.app.metrics.registerGauge({
      name: "trms_test_broken",
      help: "A gauge whose source fails",
      read: () => {
        throw new Error("source down");
      },
    });
    const exposition = await scrape();
    expect(sampleValue(exposition, "trms_test_outbox_depth")).toBe(7);
    expect(sampleValue(exposition, "trms_test_by_label", { kind: "b" })).toBe(2);
    expect(exposition.types.get("trms_test_broken")).toBe("gauge");
    expect(sampleValue(exposition, "trms_test_broken")).toBeNaN();
    expect(sampleValue(exposition, "trms_http_requests_total", { route: "/healthz" })).toBeGreaterThan(0);
  });

  it("stays out of the API description and the API's route rules", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain("/metrics");
    expect(ctx.app.routeRules.some((rule) => rule.url === "/metrics")).toBe(false);
  });
});

describe("who may read /metrics", () => {
  it("asks for the token: none or a wrong one answers 401 in the envelope, nothing of the figures", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`, TOKEN]) {
      const reply = await ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(reply.statusCode, authorization).toBe(401);
      expect(reply.json()).toMatchObject({ code: "UNAUTHORIZED" });
      expect(reply.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(reply.body).not.toContain("trms_");
    }
  });

  it("answers 404 on the app's port when no token is configured, and counts nothing unless published", async () => {
    const closed = await createTestApp();
    const portOnly = await createTestApp({ metrics: { token: undefined, port: 9464 } });
    try {
      for (const app of [closed.app, portOnly.app])
        for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
          const reply = await app.inject({ method: "GET", url: "/metrics", headers });
          expect(reply.statusCode).toBe(404);
          expect(reply.json()).toMatchObject({ code: "NOT_FOUND" });
        }
      // Neither a token nor a port: prom-client is not even loaded.
      expect(closed.app.metrics.enabled).toBe(false);
      expect(await closed.app.metrics.exposition()).toBe("");
      // A port of its own: counted, served there (below), not on the app's port.
      expect(portOnly.app.metrics.enabled).toBe(true);
      await portOnly.app.inject({ method: "GET", url: "/healthz" });
      expect(await portOnly.app.metrics.exposition()).toMatch(
        /^trms_http_requests_total\{[^}]*route="\/healthz"/m,
      );
    } finally {
      await closed.close();
      await portOnly.close();
    }
  });

  it("serves the exposition on a port of its own, with the token when one is set", async () => {
    const open = await startMetricsServer({
      metrics: ctx.app.metrics,
      port: 0,
      host: "127.0.0.1",
      token: undefined,
    });
    const guarded = await startMetricsServer({
      metrics: ctx.app.metrics,
      port: 0,
      host: "127.0.0.1",
      token: TOKEN,
    });
    try {
      const reply = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const exposition = parseExposition(await reply.text());
      expect(sampleValue(exposition, "trms_http_requests_total", { route: "/healthz" })).toBeGreaterThan(0);
      // Only /metrics is there: the app is not.
      expect((await fetch(`http://127.0.0.1:${open.port}/healthz`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${open.port}/api/v1/auth/me`, { method: "POST" })).status).toBe(
        404,
      );

      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      const withToken = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.status).toBe(200);
      expect(await withToken.text()).toContain("trms_http_requests_total");
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});
