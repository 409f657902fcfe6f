import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness";
import { buildApp } from "./app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

describe("app", () => {
  it("answers the health check after touching the database", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("sends a real content security policy and the usual hardening headers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    // The same headers on a refusal and on an unknown path.
    for (const url of ["/api/v1/pilot/sort_pilot", "/api/v1/unknown"]) {
      const refused = await ctx.app.inject({ method: "POST", url, payload: {} });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers["content-security-policy"]).toBe(csp);
      expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("publishes the OpenAPI document with the auth calls", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/auth/login", "/api/v1/auth/login/validate", "/api/v1/auth/logout"]),
    );
  });

  it("serves the web app compressed and cached as it should be, and falls back to index.html for client routes, not for API paths", async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), "trms-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>TRMS</title>");
    await writeFile(path.join(webDist, "app.js"), "console.log(1)");
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "assets", "index-B1aVeGeO.js"), "console.log(2)");
    const script = "console.log('a hashed chunk');\n".repeat(100);
    await writeFile(path.join(webDist, "assets", "chunk-C0ffee12.js"), script);
    await writeFile(path.join(webDist, "assets", "chunk-C0ffee12.js.br"), brotliCompressSync(script));
    await writeFile(path.join(webDist, "assets", "chunk-C0ffee12.js.gz"), gzipSync(script));
    const database = await (await import("../test/harness")).freshDatabase();
    const app = await buildApp({ config: { ...ctx.config, webDist }, database, logger: false });
    try {
      const page = await app.inject({ method: "GET", url: "/admin/pilot?page=2" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>TRMS</title>");
      // The page itself is asked for again on every visit, so a new release shows at once.
      expect(page.headers["cache-control"]).toBe("no-cache");
      const asset = await app.inject({ method: "GET", url: "/app.js" });
      expect(asset.body).toBe("console.log(1)");
      expect(asset.headers["cache-control"]).toBe("no-cache");
      // A file named by its content's hash never changes: kept for a year, never revalidated.
      const hashed = await app.inject({ method: "GET", url: "/assets/index-B1aVeGeO.js" });
      expect(hashed.body).toBe("console.log(2)");
      expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The build's compressed copies are sent to a browser that accepts them, with the same headers.
      for (const [accept, encoding, decode] of [
        ["br, gzip", "br", brotliDecompressSync],
        ["gzip, deflate", "gzip", gunzipSync],
      ] as const) {
        const sent = await app.inject({
          method: "GET",
          url: "/assets/chunk-C0ffee12.js",
          headers: { "accept-encoding": accept },
        });
        expect(sent.statusCode).toBe(200);
        expect(sent.headers["content-encoding"]).toBe(encoding);
        expect(sent.headers["content-type"]).toMatch(/javascript/);
        expect(sent.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(sent.headers.vary).toContain("accept-encoding");
        expect(sent.rawPayload.length).toBeLessThan(script.length / 10);
        expect(decode(sent.rawPayload).toString()).toBe(script);
      }
      // The files are looked up on disk when asked for, not routed one by one: a start builds one
      // route for the whole build.
      expect(app.hasRoute({ method: "GET", url: "/*" })).toBe(true);
      expect(app.hasRoute({ method: "GET", url: "/assets/chunk-C0ffee12.js" })).toBe(false);
      const plain = await app.inject({ method: "GET", url: "/assets/chunk-C0ffee12.js" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
      // The page is never sent as kept for good, compressed or not.
      const compressedPage = await app.inject({
        method: "GET",
        url: "/pilot/sim/list",
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(compressedPage.headers["cache-control"]).toBe("no-cache");
      // The site's root is the app's page for every client, one that accepts no compression too.
      for (const headers of [{}, { "accept-encoding": "br, gzip" }]) {
        const root = await app.inject({ method: "GET", url: "/", headers });
        expect(root.statusCode).toBe(200);
        expect(root.body).toContain("<title>TRMS</title>");
      }
      // A HEAD of a page (an uptime probe) is answered as its GET, without the body.
      for (const url of ["/", "/login", "/admin/sim"]) {
        const head = await app.inject({ method: "HEAD", url });
        expect(head.statusCode).toBe(200);
        expect(head.headers["content-type"]).toMatch(/text\/html/);
        expect(head.body).toBe("");
      }
      expect((await app.inject({ method: "HEAD", url: "/api/v1/unknown" })).statusCode).toBe(404);
      // The page routes stay out of the API's description, which still answers.
      const docs = await app.inject({ method: "GET", url: "/api/docs/json" });
      expect(docs.statusCode).toBe(200);
      expect(Object.keys(docs.json().paths)).not.toContain("/");
      const api = await app.inject({ method: "GET", url: "/api/v1/unknown" });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe("NOT_FOUND");
    } finally {
      await app.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
