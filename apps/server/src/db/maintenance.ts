import type { FastifyBaseLogger } from "fastify";
import { airlineHour, airlineToday } from "../lib/airline-time";
import { runOncePerDay } from "../lib/daily-job";
import { type Schedule, scheduleRepeating } from "../lib/schedule";
import type { DatabaseHandle } from "./client";

/** The job's name in `daily_job_runs`. */
export const MAINTENANCE_JOB = "embedded database maintenance";
/** From this hour of the night at the airline the day's maintenance runs. */
export const MAINTENANCE_HOUR = 3;
const TICK_MS = 15 * 60 * 1000;

/**
 * `VACUUM (ANALYZE)` of the whole database: marks the pages whose rows every transaction sees, so
 * index-only scans (the list helper's deep pages and counts) stop reading the table, and
 * frees dead rows for reuse; then refreshes the planner's statistics. PostgreSQL does this itself
 * (autovacuum); the embedded PGlite runs PostgreSQL in single-user mode, where nothing does.
 */
export async function vacuumDatabase(database: DatabaseHandle): Promise<{ ms: number }> {
  const started = performance.now();
  await database.db.execute("vacuum (analyze)");
  return { ms: Math.round(performance.now() - started) };
}

/** Today's maintenance unless it already ran today (it survives restarts in `daily_job_runs`). */
export async function runMaintenanceForToday(database: DatabaseHandle, now: Date = new Date()) {
  let ms = 0;
  const outcome = await runOncePerDay(
    database.db,
    { job: MAINTENANCE_JOB, day: airlineToday(now) },
    async () => {
      ({ ms } = await vacuumDatabase(database));
      return { complete: true };
    },
  );
  return { ...outcome, ms };
}

/**
 * On the embedded database only: every quarter of an hour, from start-up, whether today's
 * maintenance is due (from `MAINTENANCE_HOUR` at the airline) and has not run yet. PGlite answers
 * one statement at a time, so requests wait while it runs: at night, and a few seconds on a
 * database of a few thousand pilots (ADR 0043). On PostgreSQL there is nothing to schedule.
 */
export function scheduleEmbeddedMaintenance(deps: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  now?: () => Date;
  firstRunAfterMs?: number;
}): Schedule | null {
  if (deps.database.kind !== "pglite") return null;
  return scheduleRepeating({
    name: "embedded database maintenance",
    intervalMs: TICK_MS,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    async task() {
      const now = deps.now?.() ?? new Date();
      if (airlineHour(now) < MAINTENANCE_HOUR) return;
      const { ran, ms } = await runMaintenanceForToday(deps.database, now);
      if (ran) deps.log.info({ ms }, "embedded database vacuumed and analysed");
    },
  });
}
