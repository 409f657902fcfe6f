import { okReply } from "@trms/shared";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_COMPILERS } from "../src/app";
import { requireReplySchema } from "../src/lib/openapi";
import { envelopePlugin } from "../src/plugins/envelope";
import { createTestApp, type TestContext } from "./harness";

/**
 * Every reply is serialised through its route's schema: what a route
 * does not describe is not sent, and a reply that drifts from its description is a server fault,
 * never sent. Every server test therefore checks each reply it gets against the route's schema; this
 * file proves the mechanism and that no route is left out.
 */
describe("replies serialised through their schema", () => {
  const app = Fastify({
    logger: false,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let answer: unknown;

  beforeAll(async () => {
    await app.register(envelopePlugin);
    app.get(
      "/drift",
      {
        schema: {
          response: { 200: okReply(z.object({ crew_code: z.string(), note: z.string().nullable() })) },
        },
      },
      async () => answer as never,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends what the schema describes and strips what it does not", async () => {
    answer = { code: "OK", data: { crew_code: "VN123", note: null, password_hash: "secret" } };
    const reply = await app.inject({ method: "GET", url: "/drift" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: "OK", data: { crew_code: "VN123", note: null } });
  });

  it("answers a localized 500 for a reply that does not match, and sends none of it", async () => {
    answer = { code: "OK", data: { crew_code: 123, note: "x" } };
    const reply = await app.inject({ method: "GET", url: "/drift", headers: { "accept-language": "en" } });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().code).toBe("INTERNAL_ERROR");
    expect(reply.body).not.toContain("123");
    answer = { code: "OK", data: { crew_code: "VN123" } };
    expect((await app.inject({ method: "GET", url: "/drift" })).statusCode).toBe(500);
  });
});

const here = process.env.TEST_DATABASE_URL
  ? process.env.TRMS_TEST_DB === "postgres"
  : process.env.TRMS_TEST_DB !== "postgres";

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe.runIf(here)("every call describes its success reply", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("refuses to start with an API route that declares no success reply", () => {
    expect(() => requireReplySchema({ method: "POST", url: "/api/v1/pilot/new_call", schema: {} })).toThrow(
      /declares no success reply/,
    );
    expect(() =>
      requireReplySchema({
        method: "POST",
        url: "/api/v1/pilot/new_call",
        schema: { response: { 400: {} } },
      }),
    ).toThrow();
    expect(() => requireReplySchema({ method: "GET", url: "/login", schema: {} })).not.toThrow();
  });

  it("gives each operation of /api/docs/json a 2xx reply with its own schema", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const missing: string[] = [];
    for (const [url, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          status.startsWith("2"),
        );
        const described = success.some(([, reply]) =>
          Object.values(reply.content ?? {}).some((content) => {
            const schema = content.schema as { properties?: { data?: unknown }; format?: string } | undefined;
            // The envelope's `data: {}` is the stand-in of a route that describes nothing yet.
            return (
              schema?.format === "binary" ||
              (schema?.properties !== undefined && JSON.stringify(schema.properties.data) !== "{}")
            );
          }),
        );
        // A browser navigation (sign-in at the identity provider) succeeds with its redirect.
        const redirects = "303" in (operation.responses ?? {}) && url.startsWith("/api/v1/auth/oidc/");
        if (!described && !redirects) missing.push(`${method.toUpperCase()} ${url}`);
      }
    expect(missing).toEqual([]);
  });
});
