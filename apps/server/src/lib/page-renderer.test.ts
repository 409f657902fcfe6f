import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/harness";

// The server's half of the landing pages it renders, with a stand-in for the web
// build's worker: it asks auth/me through the server, as the real one asks for a page's calls, and
// writes what the API answered. What the real renderer draws is checked in the browser
// (e2e/server-pages.spec.ts).
const STAND_IN = `
import { parentPort, workerData } from "node:worker_threads";
let lastCall = 0;
const waiting = new Map();
const send = (message) => parentPort.postMessage(message);
parentPort.on("message", async (message) => {
  if (message.type === "answer") {
    waiting.get(message.call)?.(message);
    return;
  }
  const { page, url, cookie, language, desktop } = message;
  if (url.startsWith("/crash")) process.exit(1);
  if (url.startsWith("/broken")) return send({ type: "page", page, html: null, error: "the renderer failed" });
  if (!url.startsWith("/landing")) return send({ type: "page", page, html: null });
  const token = /(?:^|; )token=([^;]*)/.exec(cookie)?.[1];
  lastCall += 1;
  const answered = new Promise((resolve) => waiting.set(lastCall, resolve));
  send({
    type: "call",
    page,
    call: lastCall,
    method: "POST",
    path: "/api/v1/auth/me",
    headers: { "application-type": "web", "content-type": "application/json", ...(token ? { "access-token": token } : {}) },
    body: "{}",
  });
  const answer = await answered;
  const body = JSON.parse(answer.body);
  const shown = [language, desktop ? "wide" : "phone", answer.status, body.data?.email ?? body.code].join(" ");
  send({ type: "page", page, html: workerData.template.replace('<div id="root"></div>', '<div id="root">' + shown + "</div>") });
});
`;

let ctx: TestContext;
let build: string;
let app: TestContext["app"];
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), "trms-web-"));
  const webDist = path.join(build, "dist");
  await mkdir(webDist);
  await writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><html lang="vi"><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(build, "package.json"), '{ "type": "module" }');
  await mkdir(path.join(build, "dist-ssr"));
  await writeFile(path.join(build, "dist-ssr", "render-worker.js"), STAND_IN);
  ctx = await createTestApp({ webDist });
  app = ctx.app;
  const admin = await createAdmin(ctx);
  adminToken = admin.client.token;
  adminEmail = admin.email;
});
afterAll(async () => {
  await ctx.close();
  await rm(build, { recursive: true, force: true });
});

describe("pages the server renders", () => {
  it("renders a landing page with the API's answers for the request's own sign-in, kept by no cache", async () => {
    const page = await app.inject({
      method: "GET",
      url: "/landing",
      headers: { cookie: `lang=en; token=${adminToken}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(`<div id="root">en wide 200 ${adminEmail}</div>`);
  });

  it("gives the renderer no account without a valid token: the API refuses the call as it would the browser's", async () => {
    for (const cookie of ["", "token=not-a-token"]) {
      const page = await app.inject({ method: "GET", url: "/landing", headers: { cookie } });
      expect(page.body).toContain('<div id="root">vi wide 401 UNAUTHORIZED</div>');
    }
  });

  it("renders in the browser's language and layout: its cookie, else its languages; a phone by its hint or its agent", async () => {
    const cases = [
      [{ cookie: "lang=vi", "accept-language": "en-GB,en" }, "vi wide"],
      [{ "accept-language": "en-US,en;q=0.9" }, "en wide"],
      [{ "accept-language": "fr-FR" }, "vi wide"],
      [{ "sec-ch-ua-mobile": "?1" }, "vi phone"],
      [{ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" }, "vi phone"],
      [{ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" }, "vi wide"],
    ] as const;
    for (const [headers, expected] of cases) {
      const page = await app.inject({ method: "GET", url: "/landing", headers });
      expect(page.body, JSON.stringify(headers)).toContain(`<div id="root">${expected} 401`);
    }
  });

  it("sends the page compressed to a browser that accepts gzip", async () => {
    const page = await app.inject({
      method: "GET",
      url: "/landing",
      headers: { cookie: `token=${adminToken}`, "accept-encoding": "br, gzip" },
    });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.rawPayload).toString()).toContain(adminEmail);
  });

  it("leaves any other page, and a page the renderer fails on, to the browser: the app's empty page", async () => {
    for (const url of ["/admin/user", "/broken"]) {
      const page = await app.inject({ method: "GET", url, headers: { cookie: `token=${adminToken}` } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("starts the renderer again after it stopped, and meanwhile sends the app's empty page", async () => {
    const crashed = await app.inject({
      method: "GET",
      url: "/crash",
      headers: { cookie: `token=${adminToken}` },
    });
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('<div id="root"></div>');
    const page = await app.inject({
      method: "GET",
      url: "/landing",
      headers: { cookie: `token=${adminToken}` },
    });
    expect(page.body).toContain(`<div id="root">vi wide 200 ${adminEmail}</div>`);
  });

  it("never renders an API path or a request other than GET", async () => {
    const api = await app.inject({
      method: "GET",
      url: "/api/v1/landing",
      headers: { cookie: `token=${adminToken}` },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("NOT_FOUND");
    const post = await app.inject({
      method: "POST",
      url: "/landing",
      headers: { cookie: `token=${adminToken}` },
    });
    expect(post.statusCode).toBe(404);
  });
});
