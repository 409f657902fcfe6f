import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { gzip } from "node:zlib";
import type { FromPageRenderer, PageRendererData, ToPageRenderer } from "@trms/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const gzipAsync = promisify(gzip);

/** The longest a visitor waits for a rendered page before the app's empty page is sent instead. */
const RENDER_WAIT_MS = 4000;

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

/**
 * Sends a landing page rendered by the server (ADR 1083), or returns false for a page the browser
 * renders itself: any other page, no renderer in this build, or a page that could not be rendered in
 * time. The web build's renderer runs in a worker thread (ADR 1084), so its work and its faults stay
 * apart from the API's; a worker that fails is started again for the next page. The page's calls go
 * through the API in process, under the request's own sign-in, so each passes the same guards as the
 * browser's call.
 */
export function pageRenderer(app: FastifyInstance, webDist: string) {
  const workerFile = path.join(webDist, "..", "dist-ssr", "render-worker.js");
  if (!existsSync(workerFile)) return async () => false;
  let worker: Worker | null = null;
  let lastPage = 0;
  const pages = new Map<number, Waiting>();

  const answerCall = async (from: Worker, call: Extract<FromPageRenderer, { type: "call" }>) => {
    const answer = await app.inject({
      method: call.method as "GET" | "POST",
      url: call.path,
      headers: call.headers,
      payload: call.body,
      remoteAddress: pages.get(call.page)?.ip,
    });
    const requestId = answer.headers["x-request-id"];
    const message: ToPageRenderer = {
      type: "answer",
      call: call.call,
      status: answer.statusCode,
      body: answer.body,
      requestId: typeof requestId === "string" ? requestId : null,
    };
    from.postMessage(message);
  };

  const start = (): Worker => {
    const data: PageRendererData = { template: readFileSync(path.join(webDist, "index.html"), "utf8") };
    const started = new Worker(workerFile, {
      workerData: data,
      // A page needs little beyond the app's code: a small young generation keeps the thread's
      // memory near its code's (figures in docs/benchmarks/memory.md).
      resourceLimits: {
        maxYoungGenerationSizeMb: RENDERER_YOUNG_MB,
        maxOldGenerationSizeMb: RENDERER_OLD_MB,
      },
    });
    // A worker rendering nothing keeps no server running.
    started.unref();
    started.on("message", (message: FromPageRenderer) => {
      if (message.type === "call") {
        answerCall(started, message).catch((error: unknown) => {
          app.log.warn({ err: error }, "a rendered page's call failed");
          started.postMessage({ type: "answer", call: message.call, status: 500, body: "", requestId: null });
        });
        return;
      }
      if (message.error)
        app.log.warn({ error: message.error }, "the page is left to the browser: rendering it failed");
      pages.get(message.page)?.resolve(message.html);
      pages.delete(message.page);
    });
    const stop = (error?: unknown) => {
      if (error) app.log.warn({ err: error }, "the page renderer stopped; the next page starts it again");
      if (worker === started) worker = null;
      for (const waiting of pages.values()) waiting.resolve(null);
      pages.clear();
    };
    started.on("error", stop);
    started.on("exit", () => stop());
    return started;
  };

  let idle: NodeJS.Timeout | undefined;
  const stopWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (pages.size === 0) void worker?.terminate();
    }, RENDERER_IDLE_MS);
    idle.unref();
  };

  app.addHook("onClose", async () => {
    clearTimeout(idle);
    await worker?.terminate();
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    worker ??= start();
    stopWhenIdle();
    const current = worker;
    lastPage += 1;
    const page = lastPage;
    const html = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        pages.delete(page);
        resolve(null);
      }, RENDER_WAIT_MS);
      const settle = (result: string | null) => {
        clearTimeout(timer);
        resolve(result);
      };
      pages.set(page, { resolve: settle, ip: request.ip });
      const message: ToPageRenderer = {
        type: "render",
        page,
        url: request.url,
        cookie: request.headers.cookie ?? "",
        language: pageLanguage(request),
        desktop: wideScreen(request),
      };
      current.postMessage(message);
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
