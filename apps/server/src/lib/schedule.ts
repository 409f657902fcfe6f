import type { FastifyBaseLogger } from "fastify";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * How long after start-up the server's daily jobs (the embedded database's maintenance, the expiry
 * alerts) first look whether they are due: a server restarted during the day answers at once
 * instead of waiting behind a job that is due, such as a VACUUM that holds the embedded database
 * for seconds (ADR 0981). The orphan sweep, quick and wanted at start, runs at once.
 */
export const BACKGROUND_START_DELAY_MS = 60_000;

export interface Schedule {
  /** Ends the schedule and signals the task in progress, then waits for it. */
  stop(): Promise<void>;
  /** Resolves once the run in progress (if any) has finished. */
  running(): Promise<void>;
}

/**
 * Runs a background task now and then every `intervalMs`, one run at a time (a tick that comes
 * while a run is still going waits for it). A failure is logged and the next tick runs again.
 * Every periodic job of the server goes through here (the orphan sweep, the expiry
 * alerts).
 */
export function scheduleRepeating(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  task: (signal: AbortSignal) => Promise<void>;
  /**
   * The first run this long after the schedule starts instead of at once: the server's jobs wait
   * until it has started answering (`BACKGROUND_START_DELAY_MS`).
   */
  firstRunAfterMs?: number;
}): Schedule {
  const abort = new AbortController();
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    current = current.then(async () => {
      if (abort.signal.aborted) return;
      try {
        await options.task(abort.signal);
      } catch (error) {
        options.log.error({ err: error, task: options.name }, `${options.name} failed`);
      }
    });
  };
  const first = options.firstRunAfterMs ? setTimeout(run, options.firstRunAfterMs) : undefined;
  if (first) first.unref();
  else run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      abort.abort();
      await current;
    },
    running: () => current,
  };
}
