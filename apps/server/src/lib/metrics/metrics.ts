import type { DatabaseHandle } from "../../db/client";
import { type DailyJobState, dailyJobStates } from "../daily-job";
import type { GaugeReading, GaugeSource, Metrics } from "./metrics-types";
import { processRegistry } from "./process-metrics";

export type { GaugeReading, GaugeSource, Metrics, RequestObservation } from "./metrics-types";

/** Seconds since the epoch, Prometheus's unit for a moment. */
const epochSeconds = (at: Date) => at.getTime() / 1000;

/**
 * One app's metrics: its requests, its database connections and the daily jobs of every instance
 * on its database (read from their table). `registerGauge` adds more. prom-client is loaded here,
 * on first use, so an installation that publishes no metrics never loads it.
 */
export async function createMetrics(database: DatabaseHandle): Promise<Metrics> {
  const prom = await import("prom-client");
  const { Counter, Gauge, Histogram, Registry } = prom;
  const processMetrics = processRegistry(prom);
  const registry = new Registry();
  const requests = new Counter({
    name: "trms_http_requests_total",
    help: "Requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "trms_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const waits = new Histogram({
    name: "trms_db_connection_wait_seconds",
    help: "Time a query or transaction waited for a database connection",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  database.use.watchWait((seconds) => waits.observe(seconds));

  function registerGauge(source: GaugeSource): void {
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames: source.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        let reading: GaugeReading;
        try {
          reading = await source.read();
        } catch {
          if (!source.labelNames?.length) this.set(Number.NaN);
          return;
        }
        if (typeof reading === "number") this.set(reading);
        else for (const { labels, value } of reading) this.set(labels, value);
      },
    });
  }

  const connections = () => database.use.snapshot();
  registerGauge({
    name: "trms_db_connections_max",
    help: `The most database connections this instance opens (${database.kind})`,
    read: () => connections().max,
  });
  registerGauge({
    name: "trms_db_connections_open",
    help: "Database connections open now",
    read: () => connections().total,
  });
  registerGauge({
    name: "trms_db_connections_idle",
    help: "Open database connections no query holds",
    read: () => connections().idle,
  });
  registerGauge({
    name: "trms_db_connections_waiting",
    help: "Queries and transactions waiting for a database connection",
    read: () => connections().waiting,
  });

  // Read from the jobs' table, so any instance tells the runs of all of them: read once per scrape
  // for the three gauges below (`exposition` forgets the last read).
  let jobsRead: Promise<DailyJobState[]> | undefined;
  const jobs = () => {
    jobsRead ??= dailyJobStates(database.db);
    return jobsRead;
  };
  registerGauge({
    name: "trms_daily_job_last_started_timestamp_seconds",
    help: "When each daily job last started, on any instance",
    labelNames: ["job"],
    read: async () =>
      (await jobs()).flatMap((state) =>
        state.lastStartedAt ? [{ labels: { job: state.job }, value: epochSeconds(state.lastStartedAt) }] : [],
      ),
  });
  registerGauge({
    name: "trms_daily_job_last_finished_timestamp_seconds",
    help: "When each daily job last finished, on any instance, whether or not it completed its day",
    labelNames: ["job"],
    read: async () =>
      (await jobs()).flatMap((state) =>
        state.lastFinishedAt
          ? [{ labels: { job: state.job }, value: epochSeconds(state.lastFinishedAt) }]
          : [],
      ),
  });
  registerGauge({
    name: "trms_daily_job_running",
    help: "1 while a run of the daily job holds it, on any instance",
    labelNames: ["job"],
    read: async () =>
      (await jobs()).map((state) => ({ labels: { job: state.job }, value: state.running ? 1 : 0 })),
  });

  return {
    enabled: true,
    registerGauge,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    contentType: registry.contentType,
    async exposition() {
      jobsRead = undefined;
      const [own, shared] = await Promise.all([registry.metrics(), processMetrics.metrics()]);
      return `${own}\n${shared}`;
    },
  };
}
