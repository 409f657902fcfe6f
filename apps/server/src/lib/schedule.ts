import type { FastifyBaseLogger } from "fastify";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface Schedule {
  /** Ends the schedule and signals the task in progress, then waits for it. */
  stop(): Promise<void>;
  /** Resolves once the run in progress (if any) has finished. */
  running(): Promise<void>;
}

/**
 * Runs a background task now and then every `intervalMs`, one run at a time (a tick that comes
 * while a run is still going waits for it). A failure is logged and the next tick runs again.
 * Every periodic job of the server goes through here (the orphan sweep, ADR 0042; the expiry
 * alerts, ADR 0721).
 */
export function scheduleRepeating(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  task: (signal: AbortSignal) => Promise<void>;
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
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      abort.abort();
      await current;
    },
    running: () => current,
  };
}
