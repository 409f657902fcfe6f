import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dailyJobRuns } from "./daily-job.table";
import { HOUR_MS } from "./schedule";

/** What a daily run reports: whether it left work for a retry (a mail server that was down). */
export interface DailyRunOutcome {
  complete: boolean;
}

/**
 * Runs `task` for `day` unless it already completed that day or another run (any instance) holds
 * it now. The claim is one conditional write on the job's row, the same statement on PostgreSQL
 * and PGlite: of two instances claiming at once, the second waits for the first's row and then
 * finds it taken (ADR 0721). A run that reports work left undone does not complete the day, so the
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
  try {
    ({ complete } = await task());
    return { ran: true, complete };
  } finally {
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
