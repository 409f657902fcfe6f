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
 * Applied at the top of `main.ts`, before the database and the app load. V8 reads the factor each
 * time it sets its next limit, so setting it after start-up takes effect from the next collection;
 * `node --heap-growing-percent=…` on the command line wins over it (it is not allowed in
 * NODE_OPTIONS).
 */
export function applyHeapSettings() {
  if (process.execArgv.some((arg) => arg.startsWith("--heap-growing-percent"))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
