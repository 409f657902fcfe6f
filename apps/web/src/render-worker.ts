import { parentPort, workerData } from "node:worker_threads";
import type { FromPageRenderer, PageRendererData, ToPageRenderer } from "@trms/shared";
import { render } from "./entry-server";
import type { ServerRequest } from "./lib/ssr";

/**
 * The worker thread in which the server renders its landing pages (ADR 1084): the app's modules keep
 * their state here, apart from the server's, and a page's calls are asked of the server's API by
 * message, answered under the request's own sign-in.
 */
const port = parentPort;
if (!port) throw new Error("render-worker runs as the server's worker thread");
const { template } = workerData as PageRendererData;

/** The longest a page waits for one of its calls. */
const CALL_WAIT_MS = 3000;

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
  const call: ServerRequest["call"] = (path, init) =>
    new Promise<Response>((resolve) => {
      lastCall += 1;
      const id = lastCall;
      // A call unanswered in time fails the page, which the browser then renders itself.
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(new Response("", { status: 504 }));
      }, CALL_WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      send({ type: "call", page, call: id, path, ...init });
    });
  render({ url, template, request: { cookie, language, desktop, call } }).then(
    (html) => send({ type: "page", page, html }),
    (error: unknown) => send({ type: "page", page, html: null, error: String(error) }),
  );
});
