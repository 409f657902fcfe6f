import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dailyJobRuns } from "../db/tables/daily-job.table";
import { type DailyJobOutcome, recordDailyJobRun } from "./metrics/daily-job-runs";
import { HOUR_MS } from "./schedule";

/** What a daily run reports: whether it left work for a retry (a mail server that was down). */
export interface DailyRunOutcome {
  complete: boolean;
}

/**
 * Runs `task` for `day` unless it already completed that day or another run (any instance) holds
 * it now. The claim is one conditional write on the job's row, the same statement on PostgreSQL
 * and PGlite: of two instances claiming at once, the second waits for the first's row and then
 * finds it taken. A run that reports work left undone does not complete the day, so the
 * next tick runs it again; a crashed run's lease expires after `leaseMs`.
 */
export async function runOncePerDay(
  db: Database,
  options: { job: string; day: string; leaseMs?: number },
  task: () => Promise<DailyRunOutcome>,
): Promise<{ ran: boolean; complete?: boolean }> {
  const leaseSeconds = Math.round((options.leaseMs ?? HOUR_MS) / 1000);
  const leaseUntil = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const claimed = await db
    .insert(dailyJobRuns)
    .values({ job: options.job, leaseUntil, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: dailyJobRuns.job,
      set: { leaseUntil, lastStartedAt: sql`now()` },
      setWhere: and(
        or(isNull(dailyJobRuns.completedDay), lt(dailyJobRuns.completedDay, options.day)),
        or(isNull(dailyJobRuns.leaseUntil), lt(dailyJobRuns.leaseUntil, sql`now()`)),
      ),
    })
    .returning({ job: dailyJobRuns.job });
  if (claimed.length === 0) return { ran: false };
  let complete = false;
  let outcome: DailyJobOutcome = "failed";
  try {
    ({ complete } = await task());
    outcome = complete ? "complete" : "incomplete";
    return { ran: true, complete };
  } finally {
    recordDailyJobRun(options.job, outcome);
    await db
      .update(dailyJobRuns)
      .set({
        leaseUntil: null,
        lastFinishedAt: sql`now()`,
        ...(complete ? { completedDay: options.day } : {}),
      })
      .where(eq(dailyJobRuns.job, options.job));
  }
}

/** One daily job as its row tells it: what `/metrics` and the System page show. */
export interface DailyJobState {
  job: string;
  completedDay: string | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  /** A run holds the job now (its lease has not run out). */
  running: boolean;
}

/** Every daily job's last runs, across the instances sharing the database, by name. */
export async function dailyJobStates(db: Database): Promise<DailyJobState[]> {
  const rows = await db
    .select({
      job: dailyJobRuns.job,
      completedDay: dailyJobRuns.completedDay,
      lastStartedAt: dailyJobRuns.lastStartedAt,
      lastFinishedAt: dailyJobRuns.lastFinishedAt,
      running: sql<boolean>`coalesce(${dailyJobRuns.leaseUntil} > now(), false)`,
    })
    .from(dailyJobRuns)
    .orderBy(dailyJobRuns.job);
  return rows;
}
