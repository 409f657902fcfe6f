import { Counter, collectDefaultMetrics, Registry } from "prom-client";

/**
 * What belongs to the Node process rather than to one app built in it: its CPU, memory, event loop
 * and garbage collection (prom-client's default metrics) and the daily jobs it ran. A test process
 * builds many apps; each app's `/metrics` adds these once.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;
/** prom-client's process metrics, registered once per process on first use. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

/**
 * The runs of the daily jobs this process started (`lib/daily-job.ts`): `complete` finished the
 * day, `incomplete` left work for a retry (a mail server that was down), `failed` threw.
 */
export const dailyJobRunsTotal = new Counter({
  name: "trms_daily_job_runs_total",
  help: "Daily job runs started by this process, by job and outcome (complete, incomplete, failed)",
  labelNames: ["job", "outcome"] as const,
  registers: [processRegistry],
});
