import { parentPort, workerData } from "node:worker_threads";
import type { FromPageRenderer, PageRendererData, ToPageRenderer } from "@trms/shared";
import { render } from "./entry-server";

/**
 * The worker thread in which the server renders its landing pages (ADR 1084): the app's modules keep
 * their state here, apart from the server's, and a page's calls are asked of the server's API by
 * message, answered under the request's own sign-in.
 */
const port = parentPort;
if (!port) throw new Error("render-worker runs as the server's worker thread");
const { template } = workerData as PageRendererData;

let lastCall = 0;
const waiting = new Map<number, (answer: Response) => void>();
const send = (message: FromPageRenderer) => port.postMessage(message);

port.on("message", (message: ToPageRenderer) => {
  if (message.type === "answer") {
    const headers: Record<string, string> = message.requestId ? { "x-request-id": message.requestId } : {};
    waiting.get(message.call)?.(new Response(message.body, { status: message.status, headers }));
    waiting.delete(message.call);
    return;
  }
  const { page, url, cookie, language, desktop } = message;
  const call = (path: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
    new Promise<Response>((resolve) => {
      lastCall += 1;
      waiting.set(lastCall, resolve);
      send({ type: "call", page, call: lastCall, path, ...init });
    });
  render({ url, template, request: { cookie, language, desktop, call } }).then(
    (html) => send({ type: "page", page, html }),
    (error: unknown) => send({ type: "page", page, html: null, error: String(error) }),
  );
});
