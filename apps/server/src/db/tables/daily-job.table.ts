import { date, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per daily job: the day it last ran to the end and the lease of a run in progress, so one
 * instance runs it per day however many share the database.
 */
export const dailyJobRuns = pgTable("daily_job_runs", {
  job: text("job").primaryKey(),
  /** The airline day the job last finished without leaving work for a retry. */
  completedDay: date("completed_day"),
  /** A run in progress holds the job until then; a crashed run's lease simply runs out. */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});
