import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { gzip } from "node:zlib";
import type { FromPageRenderer, PageRendererData, ToPageRenderer } from "@trms/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const gzipAsync = promisify(gzip);

/**
 * The longest a visitor waits for a rendered page before the app's empty page is sent instead; the
 * renderer is then replaced, as one stuck page would hold up every page behind it.
 */
const RENDER_WAIT_MS = 4000;

/** Pages waiting for the renderer, past which a page is left to the browser at once. */
const MAX_WAITING_PAGES = 4;

/** The renderer's heap: past it the thread stops, and the next page starts it again. */
const RENDERER_YOUNG_MB = 4;
const RENDERER_OLD_MB = 128;

/** A renderer with no page to render for this long stops, and gives its memory back. */
const RENDERER_IDLE_MS = 5 * 60_000;

/** The interface language the browser would choose: its cookie, else English for English browsers. */
function pageLanguage(request: FastifyRequest): "vi" | "en" {
  const saved = /(?:^|;\s*)lang=(vi|en)(?:;|$)/.exec(request.headers.cookie ?? "")?.[1];
  if (saved === "vi" || saved === "en") return saved;
  const first = (request.headers["accept-language"] ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "vi";
}

/** A wide screen unless the browser says it is a phone (its client hint, else its user agent). */
function wideScreen(request: FastifyRequest): boolean {
  const mobileHint = request.headers["sec-ch-ua-mobile"];
  if (typeof mobileHint === "string") return mobileHint !== "?1";
  return !/Mobi|iPhone|Android.+Mobile/i.test(request.headers["user-agent"] ?? "");
}

interface Waiting {
  resolve: (html: string | null) => void;
  ip: string;
}

/** A worker and the pages it was asked for. */
interface Renderer {
  worker: Worker;
  pages: Map<number, Waiting>;
}

/**
 * Sends a landing page rendered by the server, or returns false for a page the browser
 * renders itself: any other page, no renderer in this build, or a page that could not be rendered in
 * time. The web build's renderer runs in a worker thread (ADR 1084), so its work and its faults stay
 * apart from the API's; a worker that fails is started again for the next page. The page's calls go
 * through the API in process, under the request's own sign-in, so each passes the same guards as the
 * browser's call.
 */
export function pageRenderer(app: FastifyInstance, webDist: string) {
  const workerFile = path.join(webDist, "..", "dist-ssr", "render-worker.js");
  if (!existsSync(workerFile)) return async () => false;
  let current: Renderer | null = null;
  let lastPage = 0;

  const answerCall = async (renderer: Renderer, call: Extract<FromPageRenderer, { type: "call" }>) => {
    const answer = await app.inject({
      method: call.method as "GET" | "POST",
      url: call.path,
      headers: call.headers,
      payload: call.body,
      remoteAddress: renderer.pages.get(call.page)?.ip,
    });
    const requestId = answer.headers["x-request-id"];
    const message: ToPageRenderer = {
      type: "answer",
      call: call.call,
      status: answer.statusCode,
      body: answer.body,
      requestId: typeof requestId === "string" ? requestId : null,
    };
    renderer.worker.postMessage(message);
  };

  /** Ends a renderer: its waiting pages get the app's empty page, and the next page starts another. */
  const retire = (renderer: Renderer, reason?: unknown) => {
    if (reason) app.log.warn({ err: reason }, "the page renderer stopped; the next page starts it again");
    if (current === renderer) current = null;
    for (const waiting of renderer.pages.values()) waiting.resolve(null);
    renderer.pages.clear();
    void renderer.worker.terminate();
  };

  const start = (): Renderer => {
    const data: PageRendererData = { template: readFileSync(path.join(webDist, "index.html"), "utf8") };
    const worker = new Worker(workerFile, {
      workerData: data,
      // A page needs little beyond the app's code: a small young generation keeps the thread's
      // memory near its code's (figures in docs/benchmarks/memory.md).
      resourceLimits: {
        maxYoungGenerationSizeMb: RENDERER_YOUNG_MB,
        maxOldGenerationSizeMb: RENDERER_OLD_MB,
      },
    });
    const renderer: Renderer = { worker, pages: new Map() };
    // A worker rendering nothing keeps no server running.
    worker.unref();
    worker.on("message", (message: FromPageRenderer) => {
      if (message.type === "call") {
        answerCall(renderer, message).catch((error: unknown) => {
          app.log.warn({ err: error }, "a rendered page's call failed");
          worker.postMessage({ type: "answer", call: message.call, status: 500, body: "", requestId: null });
        });
        return;
      }
      if (message.error)
        app.log.warn({ error: message.error }, "the page is left to the browser: rendering it failed");
      renderer.pages.get(message.page)?.resolve(message.html);
      renderer.pages.delete(message.page);
    });
    worker.on("error", (error) => retire(renderer, error));
    worker.on("exit", () => retire(renderer));
    return renderer;
  };

  let idle: NodeJS.Timeout | undefined;
  const stopWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (current && current.pages.size === 0) retire(current);
      else if (current) stopWhenIdle();
    }, RENDERER_IDLE_MS);
    idle.unref();
  };

  app.addHook("onClose", async () => {
    clearTimeout(idle);
    if (current) retire(current);
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    current ??= start();
    const renderer = current;
    // Pages wait one behind the other: past a few, the browser renders sooner than the queue would.
    if (renderer.pages.size >= MAX_WAITING_PAGES) return false;
    stopWhenIdle();
    lastPage += 1;
    const page = lastPage;
    const html = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        // A renderer that took this long is stuck on a page or a call: the next page gets a new one.
        app.log.warn({ url: request.url }, "the page renderer took too long; it is started again");
        retire(renderer);
      }, RENDER_WAIT_MS);
      const settle = (result: string | null) => {
        clearTimeout(timer);
        resolve(result);
      };
      renderer.pages.set(page, { resolve: settle, ip: request.ip });
      const message: ToPageRenderer = {
        type: "render",
        page,
        url: request.url,
        cookie: request.headers.cookie ?? "",
        language: pageLanguage(request),
        desktop: wideScreen(request),
      };
      renderer.worker.postMessage(message);
    });
    if (!html) return false;
    // The page holds the account's own records: no cache may keep it.
    reply.header("cache-control", "no-store").header("vary", "cookie").type("text/html; charset=utf-8");
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      reply.header("content-encoding", "gzip");
      await reply.send(await gzipAsync(html));
    } else {
      await reply.send(html);
    }
    return true;
  };
}
