import v8 from "node:v8";

/**
 * How far V8 lets its old generation grow past what the last full collection kept, in per cent.
 * V8's own factor goes up to 300 % while a program allocates fast: under 32 requests waiting on
 * the embedded database, or a monthly report, the old generation filled with promoted garbage to
 * four times its live size before V8 collected it (ADR 0041 addendum). 50 % keeps it near the live
 * size; paired `bench:load` runs showed no cost to the list path.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Node's options for the server process, given on its command line by `npm start` (package.json)
 * and by the benches and browser tests that start the compiled server. V8's young generation is
 * at most 2 × 4 MB instead of 2 × 16 MB: the monthly report peaked at 140–153 MB with V8's default,
 * the young generation alone 32 MB of it, and 124–132 MB with this; list calls measured 0–3 % more
 * CPU per request, within the runs' spread, on PostgreSQL and PGlite (ADR 0081 addendum "the young
 * generation", ADR 0041 addendum). Unlike the heap factor below, V8 sizes its young generation
 * once, when the process starts, so this cannot be set from inside the server.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=4"] as const;

/**
 * The factor while a large document is written (the monthly report, ADR 0081 addendum of
 * 2026-11-24): the report promotes a steady trickle of short-lived objects, and at 50 % the old
 * generation carried 10–15 MB of them past the report's memory budget before V8 collected it.
 */
export const LEAN_HEAP_GROWING_PERCENT = 10;

/** The server's V8 heap settings, applied through `setFlags` (V8's own flag setter by default). */
export function heapSettings(setFlags: (flags: string) => void = (flags) => v8.setFlagsFromString(flags)) {
  /** Whether the server set the factor itself (not left to V8, nor set on Node's command line). */
  let owned = false;
  /** Documents being written that asked for the lean factor. */
  let writers = 0;

  return {
    /**
     * Applied at the top of `main.ts`, before the database and the app load. V8 reads the factor
     * each time it sets its next limit, so setting it after start-up takes effect from the next
     * collection; `node --heap-growing-percent=…` on the command line wins over it (it is not
     * allowed in NODE_OPTIONS), and then the server leaves the factor alone.
     */
    apply(execArgv: readonly string[] = process.execArgv) {
      if (execArgv.some((arg) => arg.startsWith("--heap-growing-percent"))) return;
      setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
      owned = true;
    },

    /**
     * The lean factor from now until the returned function is called (once; later calls do
     * nothing). Overlapping documents share it: the usual factor comes back when the last ends.
     * The factor is process-wide, so list calls answered meanwhile collect sooner too, for the
     * second or so a report takes. Nothing changes where the server does not own the factor.
     * `limitMs` ends it by itself after that long, whatever the writer does.
     */
    lean(limitMs?: number): () => void {
      if (!owned) return () => {};
      writers += 1;
      if (writers === 1) setFlags(`--heap-growing-percent=${LEAN_HEAP_GROWING_PERCENT}`);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(deadline);
        writers -= 1;
        if (writers === 0) setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
      };
      const deadline = limitMs === undefined ? undefined : setTimeout(end, limitMs).unref();
      return end;
    },
  };
}

const serverHeap = heapSettings();

/** The server's heap factor (see `heapSettings().apply`). */
export const applyHeapSettings = () => serverHeap.apply();

/** The lean heap factor while a large document is written (see `heapSettings().lean`). */
export const leanHeap = (limitMs?: number) => serverHeap.lean(limitMs);
