/**
 * The runs of the daily jobs this process started (`lib/daily-job.ts`), by job and outcome:
 * `complete` finished the day, `incomplete` left work for a retry (a mail server that was down),
 * `failed` threw. Plain counts, so the jobs count without loading prom-client; `/metrics` reads them.
 */
export type DailyJobOutcome = "complete" | "incomplete" | "failed";

const runs = new Map<string, { job: string; outcome: DailyJobOutcome; count: number }>();

export function recordDailyJobRun(job: string, outcome: DailyJobOutcome): void {
  const key = `${job}\u0000${outcome}`;
  const entry = runs.get(key) ?? { job, outcome, count: 0 };
  entry.count += 1;
  runs.set(key, entry);
}

export function dailyJobRunCounts(): { job: string; outcome: DailyJobOutcome; count: number }[] {
  return [...runs.values()];
}
