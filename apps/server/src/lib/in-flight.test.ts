import { request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/harness";
import { SHUTDOWN_DRAIN_MS } from "../app";

/**
 * A stop lets what is in flight finish before the database closes:
 * a slow call whose client waits gets its answer, told to close its connection; a slow call whose
 * client has gone still reaches the database. Before, the pool closed under it ("Cannot use a pool
 * after calling end on the pool").
 */
async function slowApp() {
  const outcomes: string[] = [];
  const ctx: TestContext = await createTestApp({
    beforeReady(app) {
      const slow = async () => {
        await sleep(400);
        try {
          await app.deps.database.db.execute("select 1");
          outcomes.push("ok");
        } catch (error) {
          outcomes.push(String((error as Error).cause ?? error));
        }
        return { done: true };
      };
      app.get("/test/slow", slow);
      // A call with a body, as the API's calls are: its request is read whole before the client goes.
      app.post("/test/slow", slow);
    },
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = ctx.app.server.address() as { port: number };
  return { ctx, outcomes, port };
}

function get(port: number, options: { hangUpAfterMs?: number; body?: string } = {}) {
  return new Promise<{ status: number; connection?: string; body: string } | "hung up">((resolve) => {
    const method = options.body === undefined ? "GET" : "POST";
    const headers = options.body === undefined ? {} : { "content-type": "application/json" };
    const request = httpRequest(
      { host: "127.0.0.1", port, path: "/test/slow", method, headers },
      (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      },
    );
    request.on("error", () => resolve("hung up"));
    request.end(options.body);
    if (options.hangUpAfterMs !== undefined)
      setTimeout(() => {
        request.destroy();
        resolve("hung up");
      }, options.hangUpAfterMs);
  });
}

describe("stopping with requests in flight", () => {
  it("answers a request in flight, telling its client to close the connection", async () => {
    const { ctx, outcomes, port } = await slowApp();
    const answer = get(port);
    await sleep(100);
    await ctx.close();
    expect(await answer).toEqual({ status: 200, connection: "close", body: '{"done":true}' });
    expect(outcomes).toEqual(["ok"]);
  });

  it("does not wait for an answer whose client left before its last byte", async () => {
    const ctx: TestContext = await createTestApp({
      beforeReady(app) {
        app.get("/test/large", async (_request, reply) => reply.send(Buffer.alloc(32 * 1024 * 1024, 1)));
      },
    });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    // The first bytes of a large answer, then the client goes: the answer never finishes.
    await new Promise<void>((resolve) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: "/test/large" }, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.end();
    });
    const started = Date.now();
    await ctx.close();
    // Nothing was left in flight: the stop did not wait out its bound.
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DRAIN_MS / 2);
  });

  it("counts nothing in flight after a load of many connections stops mid-request", async () => {
    const { ctx, port } = await slowApp();
    const { default: autocannon } = await import("autocannon");
    // 32 connections calling the slow route, stopped after a second: every one is cut mid-request.
    const load = autocannon({ url: `http://127.0.0.1:${port}/test/slow`, connections: 32, duration: 1 });
    await load;
    const started = Date.now();
    await ctx.close();
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DRAIN_MS / 2);
  });

  it("counts nothing in flight after a load of calls with bodies stops mid-request", async () => {
    const { ctx, port } = await slowApp();
    const { default: autocannon } = await import("autocannon");
    const load = autocannon({
      url: `http://127.0.0.1:${port}/test/slow`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page_number: 1, page_count: 20 }),
      connections: 32,
      duration: 1,
    });
    await load;
    const started = Date.now();
    await ctx.close();
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DRAIN_MS / 2);
  });

  it("lets a call whose client hung up after sending its body finish, and counts it done", async () => {
    const { ctx, outcomes, port } = await slowApp();
    expect(await get(port, { hangUpAfterMs: 100, body: "{}" })).toBe("hung up");
    const started = Date.now();
    await ctx.close();
    expect(outcomes).toEqual(["ok"]);
    expect(Date.now() - started).toBeGreaterThan(150);
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DRAIN_MS / 2);
  });

  it("lets a handler whose client hung up finish on the database before it closes", async () => {
    const { ctx, outcomes, port } = await slowApp();
    expect(await get(port, { hangUpAfterMs: 100 })).toBe("hung up");
    const started = Date.now();
    await ctx.close();
    // The close waited for the handler, which still reached an open database.
    expect(outcomes).toEqual(["ok"]);
    expect(Date.now() - started).toBeGreaterThan(150);
    // And no more: its answer, which could not be sent, left nothing in flight.
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DRAIN_MS / 2);
  });
});
