import type { AppDeps } from "../../lib/app-deps";

/** How far a running import job is: rows done of all, in its current step. */
export interface JobProgress {
  done: number;
  total: number;
}

/** Reports a job's progress; cheap enough to call for every row. */
export type Tick = (done: number, total: number) => void;

interface Job {
  progress: JobProgress;
  finished: Promise<void>;
}

/** Each app's running import jobs by batch id (a test process runs many apps, each its own database). */
const running = new WeakMap<AppDeps["database"], Map<number, Job>>();

const jobsOf = (app: AppDeps) => {
  let jobs = running.get(app.database);
  if (!jobs) {
    jobs = new Map();
    running.set(app.database, jobs);
  }
  return jobs;
};

/** A running job's progress, or null when none runs for the batch. */
export function jobProgress(app: AppDeps, batchId: number): JobProgress | null {
  const job = jobsOf(app).get(batchId);
  return job ? { ...job.progress } : null;
}

/**
 * Runs an import's check, commit or undo as a job of the server, not of the request: it goes on
 * when the browser tab is closed, and the server waits for it before it stops. The caller waits for
 * it as long as `config.importReplyWaitMs`: a job done by then answers the request itself (its
 * result, or its refusal as an error), a longer one answers with the batch in its running state,
 * which the screen follows through `import/get_batch` until the job records its outcome.
 */
export async function runJob(
  app: AppDeps,
  batchId: number,
  name: string,
  work: (tick: Tick) => Promise<void>,
): Promise<void> {
  const jobs = jobsOf(app);
  const progress: JobProgress = { done: 0, total: 0 };
  const finished = work((done, total) => {
    progress.done = done;
    progress.total = total;
  }).finally(() => jobs.delete(batchId));
  jobs.set(batchId, { progress, finished });
  // The server's shutdown waits for it; its failure is the job's own to record.
  app.background.run(name, () => finished.catch(() => undefined));
  let timer: NodeJS.Timeout | undefined;
  const soon = new Promise<"later">((resolve) => {
    timer = setTimeout(() => resolve("later"), app.config.importReplyWaitMs);
  });
  try {
    await Promise.race([finished, soon]);
  } finally {
    clearTimeout(timer);
  }
}
