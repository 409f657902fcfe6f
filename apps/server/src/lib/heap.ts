import v8 from "node:v8";

/**
 * How far V8 lets its old generation grow past what the last full collection kept, in per cent.
 * V8's own factor grows while a program allocates fast: requests waiting on the embedded database,
 * or a monthly report, promote short-lived objects, and the old generation then filled with that
 * garbage far past its live size before V8 collected it. 50 % keeps it near the live size, at no
 * cost to the list path that the benches could tell from noise (ADR 0977; figures in
 * docs/benchmarks/memory.md and load.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Node's options for the server process, given on its command line by `npm start` (package.json)
 * and by the benches and browser tests that start the compiled server. V8's young generation is
 * at most 2 × 4 MB instead of 2 × 16 MB: the default one, fully used once a monthly report has run
 * through it, kept the report at the edge of its memory budget, and the smaller one costs the list
 * path no CPU beyond the runs' spread (ADR 0980; figures in docs/benchmarks/report.md). Unlike the
 * heap factor below, V8 sizes its young generation once, when the process starts, so this cannot
 * be set from inside the server.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=4"] as const;

/**
 * The factor while a large document is written (the monthly report, ADR 0979): the report promotes
 * a steady trickle of short-lived objects, and at the usual factor the old generation carried
 * enough of them past the report's memory budget before V8 collected it (docs/benchmarks/report.md).
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
