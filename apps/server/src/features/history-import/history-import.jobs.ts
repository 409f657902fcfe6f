import type { ImportBatch } from "@trms/shared";
import type { AppDeps } from "../../lib/app-deps";

/** How far a running import job is: rows done of all, in its current step. */
export interface JobProgress {
  done: number;
  total: number;
}

/**
 * Reports a job's progress every `STEP` rows (and at the last), and lets the server answer other
 * requests meanwhile: the embedded database runs on this thread, so a long job that never gave way
 * would hold every request, its own progress reads included, until it ends.
 */
export type Tick = (done: number, total: number) => Promise<void>;

/** How many rows a job does between two reports of its progress. */
const STEP = 100;

/** A tick for a job's progress, with the pause that lets other requests through. */
export function ticker(progress: JobProgress): Tick {
  let reported = 0;
  return async (done, total) => {
    // Rows are counted one by one when checked and a chunk at a time when written.
    if (Math.floor(done / STEP) === Math.floor(reported / STEP) && done !== total) return;
    reported = done;
    progress.done = done;
    progress.total = total;
    await new Promise((resolve) => setImmediate(resolve));
  };
}

/** A job's tick that reports nowhere (the commit's re-check inside its transaction). */
export const quietTick: Tick = async () => undefined;

interface Job {
  progress: JobProgress;
  /** The batch as it stood when its job began: what a read of it answers while the job runs. */
  batch: ImportBatch;
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

/**
 * A batch whose job runs, as it stood when the job began, with the job's progress; null when no
 * job runs for it. Read from memory: the embedded database is busy with the job's transaction, and
 * a read of it would wait for the job to end.
 */
export function runningBatch(app: AppDeps, batchId: number): ImportBatch | null {
  const job = jobsOf(app).get(batchId);
  return job ? { ...job.batch, progress: { ...job.progress } } : null;
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
  batch: ImportBatch,
  name: string,
  work: (tick: Tick) => Promise<void>,
): Promise<void> {
  const jobs = jobsOf(app);
  const progress: JobProgress = { done: 0, total: 0 };
  const finished = work(ticker(progress)).finally(() => jobs.delete(batch.id));
  jobs.set(batch.id, { progress, batch, finished });
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
