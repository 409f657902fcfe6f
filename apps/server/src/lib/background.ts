import type { FastifyBaseLogger } from "fastify";

/** Work that runs after the reply has gone out; the server waits for it before it closes. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  drain(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Started on the next turn of the event loop, so the reply is written before the work begins.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, "background task failed"))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
