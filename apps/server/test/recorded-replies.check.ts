import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ErrorCode } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ZodType } from "zod";
import { createPglite, openPglite } from "../src/db/client";
import { createTestApp, type TestContext } from "./harness";

/**
 * The web's screen tests are answered by replies recorded from the demo seed
 * (apps/web/component-tests/replies, ADR 1240). Each recorded reply must still be what its call
 * answers: it is parsed here by the zod reply schema its route declares (packages/shared), the one
 * the server serialises that call's replies through. A call the server no longer has, or a reply
 * whose shape changed, fails until the replies are recorded again (`npm run record:screens`).
 *
 * Its own Vitest project (vitest.config.ts, "web-screens-replies"): the routes' schemas are read
 * where the app hands each route to its reply check, which a mock of that module can see only in
 * a file whose modules are loaded afresh.
 */
const routes = vi.hoisted(() => [] as { method: string | string[]; url: string; schema?: unknown }[]);
vi.mock("../src/lib/openapi", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/lib/openapi")>();
  return {
    ...original,
    requireReplySchema: (route: { method: string | string[]; url: string; schema?: unknown }) => {
      routes.push(route);
      original.requireReplySchema(route);
    },
  };
});

const repliesDir = path.resolve(import.meta.dirname, "../../web/component-tests/replies");

interface Recording {
  replies: Record<string, { status: number; body: unknown }>;
}

const recordings = readdirSync(repliesDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    file,
    recording: JSON.parse(readFileSync(path.join(repliesDir, file), "utf8")) as Recording,
  }));

/** The replies the screen tests write by hand, by name (component-tests/recorded-replies.ts). */
const made = JSON.parse(readFileSync(path.resolve(repliesDir, "../made-replies.json"), "utf8")) as Record<
  string,
  { call: string; status: number; body: unknown }
>;

/** The route a called path and method reach: its path with `:name` parameters matched. */
function routeOf(method: string, calledPath: string) {
  return routes.find((route) => {
    if (![route.method].flat().includes(method)) return false;
    const pattern = route.url.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(calledPath);
  });
}

describe("the screen tests' recorded replies", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // The routes are all that is read: an empty in-memory database is enough to build the app.
    ctx = await createTestApp({ database: await openPglite(await createPglite()) });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("has recordings to check, and the app's routes", () => {
    expect(recordings.map(({ file }) => file)).toContain("admin.json");
    expect(routes.length).toBeGreaterThan(120);
  });

  /** What is wrong with a reply to a call ("POST audit/verify_history"), or null when nothing is. */
  function problemOf(call: string, reply: { status: number; body: unknown }): string | null {
    const [method = "", called = ""] = call.split(" ");
    const route = routeOf(method, `/api/v1/${called.split("?")[0]}`);
    if (!route) return "no such call";
    if (reply.status >= 400) {
      // A failure is the contract's envelope: a code naming the status, and a message.
      const { code, message } = reply.body as { code?: string; message?: unknown };
      const status = ErrorCode[code as keyof typeof ErrorCode];
      return status === reply.status && typeof message === "string"
        ? null
        : `not a ${reply.status} failure of the contract`;
    }
    const responses = (route.schema as { response?: Record<string, ZodType> }).response ?? {};
    const schema = responses[reply.status] ?? responses[`${String(reply.status)[0]}xx`];
    if (!schema) return `the call declares no ${reply.status} reply`;
    const parsed = schema.safeParse(reply.body);
    return parsed.success ? null : parsed.error.message.slice(0, 800);
  }

  for (const { file, recording } of recordings) {
    it(`${file}: every reply is one its call's reply schema accepts`, () => {
      const problems: string[] = [];
      for (const [key, reply] of Object.entries(recording.replies)) {
        const [, , method = "", called = ""] = key.split(" ");
        const problem = problemOf(`${method} ${called}`, reply);
        if (problem) problems.push(`${key}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("the made replies are replies their calls could give", () => {
    expect(Object.keys(made).length).toBeGreaterThan(0);
    const problems = Object.entries(made).flatMap(([name, reply]) => {
      const problem = problemOf(reply.call, reply);
      return problem ? [`${name} (${reply.call}): ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
