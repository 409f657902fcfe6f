import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./harness";

/**
 * Request ids: every reply names its request in `x-request-id`, and
 * every log line of the request carries the same id, so support finds the log of what a user saw.
 */

const GENERATED = /^[0-9a-f]{32}$/;
const lines: Record<string, unknown>[] = [];
let ctx: TestContext;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestApp({
    logger: { level: "info", stream },
    beforeReady(app) {
      // A fault no test reaches otherwise: a handler that throws what nobody expected.
      app.get("/test/fails", async () => {
        throw new Error("boom: select * from secrets");
      });
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

const logOf = (id: string) => lines.filter((line) => line.reqId === id);

describe("request ids", () => {
  it("name every reply, success and failure alike, each request its own", async () => {
    const replies = [
      await ctx.app.inject({ method: "GET", url: "/healthz" }),
      await ctx.app.inject({ method: "GET", url: "/healthz" }),
      // 401 from the guard, 400 from a body that is not JSON, 404 from no route, 500 from a fault.
      await ctx.app.inject({ method: "POST", url: "/api/v1/auth/me", payload: {} }),
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
      await ctx.app.inject({ method: "POST", url: "/api/v1/no/such_call", payload: {} }),
      await ctx.app.inject({ method: "GET", url: "/test/fails" }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 401, 400, 404, 500]);
    const ids = replies.map((reply) => String(reply.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(GENERATED);
    expect(new Set(ids).size).toBe(ids.length);
    // The envelope is the contract's, unchanged: the id travels in the header only.
    expect(Object.keys(replies[5]?.json() ?? {}).sort()).toEqual(["code", "message"]);
    expect(replies[5]?.body).not.toContain("secrets");
  });

  it("keep a sane id the load balancer sends, and replace one that is not", async () => {
    const sent = async (id: string) =>
      String(
        (await ctx.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": id } })).headers[
          "x-request-id"
        ],
      );
    for (const id of [
      "3f2a9c1e4b7d8a6f0e1c2b3a4d5e6f70",
      "b1c9d1e2-7f3a-4c55-9e2b-0a1b2c3d4e5f",
      "lb-01.req:42",
    ])
      expect(await sent(id)).toBe(id);
    for (const id of [
      "short",
      "has space in it",
      "line\r\nbreak-injected",
      "x".repeat(200),
      "😀-emoji-id-1234",
      "",
    ])
      expect(await sent(id)).toMatch(GENERATED);
  });

  it("stand on every log line of the request, the error's included", async () => {
    lines.length = 0;
    const ok = await ctx.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "support-case-0001" },
    });
    const failed = await ctx.app.inject({ method: "GET", url: "/test/fails" });
    const failedId = String(failed.headers["x-request-id"]);
    expect(ok.headers["x-request-id"]).toBe("support-case-0001");

    const okLog = logOf("support-case-0001");
    expect(okLog.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    const failedLog = logOf(failedId);
    expect(failedLog.map((line) => line.msg)).toEqual([
      "incoming request",
      "unhandled error",
      "request completed",
    ]);
    expect(JSON.stringify(failedLog)).toContain("boom");
    // Every line the two requests wrote is one of theirs.
    expect(lines.filter((line) => line.req || line.res || line.err).every((line) => line.reqId)).toBe(true);
    expect(okLog.length + failedLog.length).toBe(lines.length);
  });
});
