import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** How many steps of Linux's niceness the process's other threads run below its main thread (ADR 1093). */
export const HELPER_THREADS_NICENESS = 10;

/**
 * Lowers the scheduling priority of every thread of this process but the main one: V8's workers,
 * which during a start compile PGlite's busiest WebAssembly functions a second time, optimised
 * (more CPU than the start itself on two cores), and libuv's, which read files. With them below the
 * main thread, the start runs first and the optimisation after it. Linux only, where
 * `setPriority` takes a thread's id; an unprivileged process may lower a priority but not raise it
 * again, so this is for the life of the process.
 */
export function lowerHelperThreads(): void {
  if (process.platform !== "linux") return;
  let threads: number[];
  try {
    threads = readdirSync("/proc/self/task").map(Number);
  } catch {
    return;
  }
  const niceness = Math.min(19, getPriority(process.pid) + HELPER_THREADS_NICENESS);
  for (const thread of threads) {
    if (thread === process.pid) continue;
    try {
      setPriority(thread, niceness);
    } catch {
      // a thread that ended meanwhile, or one already lower than we may set
    }
  }
}
