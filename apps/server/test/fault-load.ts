import { type ServerMessageKey, translateServerMessage } from "@trms/shared";
import { expect } from "vitest";
import { PDF } from "./accounts";

/**
 * The load a fault test keeps up while it takes a dependency away: concurrent workers over real
 * HTTP, each request given up after the server's own request timeout, every answer counted.
 */
export class FaultTally {
  tried = 0;
  readonly statuses = new Map<number, number>();
  /** Requests with no answer within the request timeout (hung, or the connection dropped). */
  unanswered = 0;
  /** 503s whose body is not the envelope's SERVICE_UNAVAILABLE with the expected message. */
  unclear503 = 0;
  /** Document names of creates answered 200: each must be in the database afterwards. */
  readonly acknowledged: string[] = [];

  count(status: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
  get ok() {
    return this.statuses.get(200) ?? 0;
  }
  get unavailable() {
    return this.statuses.get(503) ?? 0;
  }
  /** 5xx other than 503. */
  get otherServerErrors() {
    return [...this.statuses]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((n, [, c]) => n + c, 0);
  }
  /** Anything but 200 and 503: a fault must never show the user a 4xx it did not cause. */
  get otherStatuses() {
    return [...this.statuses]
      .filter(([status]) => status !== 200 && status !== 503)
      .reduce((n, [, c]) => n + c, 0);
  }

  /** The outage's figures in one line (requests by answer, lost writes), printed in the test output. */
  figures(name: string, lostWrites: number): string {
    return (
      `[faults] ${name}: ${this.tried} requests tried, ${this.ok} answered 200, ${this.unavailable} answered 503, ` +
      `${this.otherServerErrors} other 5xx, ${this.otherStatuses - this.otherServerErrors} other statuses, ` +
      `${this.unanswered} unanswered, ${lostWrites} lost writes`
    );
  }
}

/** What every fault must show beside its 200s: only 503s with the clear message, nothing else, nothing unanswered. */
export function expectOnlyClear503s(tally: FaultTally): void {
  expect(tally.otherServerErrors).toBe(0);
  expect(tally.otherStatuses).toBe(0);
  expect(tally.unanswered).toBe(0);
  expect(tally.unclear503).toBe(0);
}

export interface CallResult {
  status: number;
  body: { code?: string; message?: string; data?: unknown } | null;
}

/**
 * One request over HTTP, counted in the tally; null when it got no answer within `timeoutMs`. A 503
 * must carry SERVICE_UNAVAILABLE and the message `unavailableKey` in the request's language.
 */
export async function countedCall(
  tally: FaultTally,
  url: string,
  init: RequestInit & { language: "vi" | "en" },
  timeoutMs: number,
  unavailableKey: ServerMessageKey,
): Promise<CallResult | null> {
  tally.tried += 1;
  try {
    const response = await fetch(url, {
      ...init,
      headers: { "application-type": "5", "accept-language": init.language, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: CallResult["body"] = null;
    try {
      body = JSON.parse(text) as CallResult["body"];
    } catch {
      body = null;
    }
    tally.count(response.status);
    if (
      response.status === 503 &&
      (body?.code !== "SERVICE_UNAVAILABLE" ||
        body.message !== translateServerMessage(unavailableKey, init.language))
    )
      tally.unclear503 += 1;
    return { status: response.status, body };
  } catch {
    tally.unanswered += 1;
    return null;
  }
}

/** A training document with one PDF, as the web's form sends it (multipart, three-row transaction). */
export function trainingDocumentForm(name: string): FormData {
  const form = new FormData();
  form.append("fleet", "A321");
  form.append("training_type", "0");
  form.append("document_name", name);
  form.append("start_date", "2026-01-10");
  form.append("files", new Blob([PDF], { type: "application/pdf" }), `${name}.pdf`);
  return form;
}

/** Workers that each repeat `step` until stopped; `stop()` waits for the requests under way. */
export function loadLoop(workers: number, step: (worker: number, round: number) => Promise<void>) {
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let round = 0; running; round++) await step(worker, round);
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
