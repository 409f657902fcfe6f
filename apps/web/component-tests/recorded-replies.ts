import { vi } from "vitest";
import { commands } from "vitest/browser";

/** Set by vitest.screens.config.ts: true while scripts/record-replies.mjs records from a demo server. */
declare const __RECORD_REPLIES__: boolean;
export const recording = __RECORD_REPLIES__;

/** One call's reply as the server sent it: its status and its JSON body (the envelope). */
export interface RecordedReply {
  status: number;
  body: unknown;
}

/**
 * What one screen-test file recorded: the moment it was recorded (the browser's clock stands there
 * on replay, so the dates a screen puts in its calls are the recorded ones), each role's session,
 * and every reply by its call.
 */
export interface Recording {
  recordedAt: string;
  sessions: Record<string, { salt: string; user: unknown }>;
  replies: Record<string, RecordedReply>;
}

/**
 * A call as the key of its reply: the account signed in (the same call answers each role its own),
 * the language it was asked in (some replies carry texts), the method, the path under /api/v1/ and
 * the body as the app sent it.
 */
export function callKey(account: string, language: string, method: string, path: string, body: string) {
  return `${account} ${language} ${method} ${path} ${body}`;
}

/**
 * A reply written by hand, for a state the demo cannot be brought into (a history with breaks, a
 * server fault): the call it answers ("POST audit/verify_history"), its status, its body and any
 * headers. They are kept by name in made-replies.json, which the server tests check against each
 * call's reply schema (or the contract's failure envelope) as they check the recorded ones.
 */
export interface MadeReply {
  call: string;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The made reply answering its call now, instead of the recording (recording or replay alike). */
let made: MadeReply | null = null;
export async function answerWithMade(name: string | null): Promise<void> {
  if (name === null) {
    made = null;
    return;
  }
  const all = JSON.parse(await commands.readFile("component-tests/made-replies.json")) as Record<
    string,
    MadeReply
  >;
  const reply = all[name];
  if (!reply) throw new Error(`no made reply named ${name}`);
  made = reply;
}

/** The account whose calls are answered now ("-" before any sign-in). */
let account = "-";
export function answerAs(email: string | null): void {
  account = email ?? "-";
}

/** One recording per test file, beside them (the path is from apps/web, the project's root). */
const fileOf = (name: string) => `component-tests/replies/${name}.json`;

/**
 * Answers the app's API calls for one test file: on replay from its recording, failing the test on
 * any call that was not recorded (a screen that asks for something new must be recorded again); on
 * recording from the demo server behind Vite's proxy, keeping each reply for the file. The browser's
 * clock is stopped at the recording's moment either way; timers still run.
 */
export async function answerCalls(name: string): Promise<{
  recording: Recording;
  /** Calls left unanswered as the recording left them (replay); writes the recording (record). */
  finish(): Promise<string[]>;
}> {
  const realFetch = globalThis.fetch.bind(globalThis);
  const recordingOf: Recording = recording
    ? { recordedAt: new Date().toISOString(), sessions: {}, replies: {} }
    : (JSON.parse(await commands.readFile(fileOf(name))) as Recording);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(recordingOf.recordedAt));
  /** Calls without a recorded reply that the app still waits for. */
  const waiting = new Set<string>();
  let calls = 0;
  /**
   * A call the recording has no reply for gets none, as during the recording, which never saw it
   * answered (a screen left before a slow call came back, say): a screen that needs it stays
   * loading and its test fails on that. Each is said in the log.
   */
  const unanswered = (key: string, signal: AbortSignal) =>
    new Promise<Response>((_resolve, reject) => {
      const entry = `${key} #${++calls}`;
      waiting.add(entry);
      console.warn(`No recorded reply, left unanswered: ${key}`);
      signal.addEventListener("abort", () => {
        waiting.delete(entry);
        reject(signal.reason);
      });
    });

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const prefix = "/api/v1/";
    if (!url.pathname.startsWith(prefix)) return realFetch(input, init);
    const called = url.pathname.slice(prefix.length) + url.search;
    if (made?.call === `${request.method} ${called}`)
      return Response.json(made.body, { status: made.status, headers: made.headers });
    const body = request.method === "GET" ? "" : await request.clone().text();
    const key = callKey(account, request.headers.get("accept-language") ?? "", request.method, called, body);
    if (recording) {
      const response = await realFetch(input, init);
      const text = await response.clone().text();
      recordingOf.replies[key] = { status: response.status, body: JSON.parse(text) };
      return response;
    }
    const reply = recordingOf.replies[key];
    if (!reply) return unanswered(key, request.signal);
    return Response.json(reply.body, { status: reply.status });
  };

  return {
    recording: recordingOf,
    async finish() {
      // The screen was unmounted just before: its dropped calls' aborts arrive now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      globalThis.fetch = realFetch;
      made = null;
      vi.useRealTimers();
      if (recording) {
        await commands.writeFile(fileOf(name), `${JSON.stringify(recordingOf, null, 1)}\n`);
      }
      return [...waiting];
    },
  };
}
