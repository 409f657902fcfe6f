import type { Registry } from "prom-client";
import { dailyJobRunCounts } from "./daily-job-runs";

type PromClient = typeof import("prom-client");

let registry: Registry | undefined;

/**
 * What belongs to the Node process rather than to one app built in it: its CPU, memory, event loop
 * and garbage collection (prom-client's default metrics) and the daily jobs it ran. A test process
 * builds many apps; each app's `/metrics` adds these, registered once per process.
 */
export function processRegistry(prom: PromClient): Registry {
  if (registry) return registry;
  registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  new prom.Counter({
    name: "trms_daily_job_runs_total",
    help: "Daily job runs started by this process, by job and outcome (complete, incomplete, failed)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { job, outcome, count } of dailyJobRunCounts()) this.inc({ job, outcome }, count);
    },
  });
  return registry;
}
