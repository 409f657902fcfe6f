import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../test/client";
import { createTestApp, type TestContext } from "../../test/harness";
import { resolveSession } from "../features/auth";
import { hasLiveGrant, openGrantedPilot, refuseInspectorCall } from "../features/inspector";
import { authPlugin } from "./auth";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("deny by default", () => {
  it("refuses to start when an API route declares no access rule", async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin, {
      secret: new Uint8Array(32),
      sessions: (jti, now) => resolveSession(ctx.database.db, jti, now),
      inspector: {
        live: (...args) => hasLiveGrant(ctx.database.db, ...args),
        open: (...args) => openGrantedPilot(ctx.database.db, ...args),
        refuse: (...args) => refuseInspectorCall(ctx.database.db, ...args),
      },
    });
    expect(() => app.post("/api/v1/forgotten/rule", async () => ({ ok: true }))).toThrow(
      "Route POST /api/v1/forgotten/rule declares no access rule",
    );
    app.post("/api/v1/declared/rule", { config: { access: "public" } }, async () => ({ ok: true }));
    await app.ready();
    await app.close();
  });

  it("lists every API route of the app with its rule", () => {
    const urls = ctx.app.routeRules.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain("POST /api/v1/auth/login");
    expect(urls).toContain("POST /api/v1/auth/me");
    expect(ctx.app.routeRules.every((r) => r.access !== undefined)).toBe(true);
  });

  it("answers 401 to an anonymous call of every route that is not public", async () => {
    const api = apiClient(ctx);
    const guarded = ctx.app.routeRules.filter((r) => r.access !== "public");
    expect(guarded.length).toBeGreaterThan(0);
    for (const rule of guarded) {
      const response = await ctx.app.inject({
        method: rule.method as "POST",
        url: rule.url.replace(/:(\w+)/g, "1"),
        headers: { "application-type": "5", "accept-language": "en", "content-type": "application/json" },
        payload: "{}",
      });
      expect(response.statusCode, `${rule.method} ${rule.url}`).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
    // A forged token is no better than none.
    const forged = await api.post("auth/me", undefined, { token: "a.b.c" });
    expect(forged.status).toBe(401);
  });

  it("answers an unknown API path with the not-found envelope", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/no/such/call",
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
  });
});
