import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { airlineHour, airlineToday } from "../airline-time";
import { runOncePerDay } from "../daily-job";
import { type Schedule, scheduleRepeating } from "../schedule";
import { anchorHistory } from "./history-chain";

/** The job's name in `daily_job_runs`. */
export const HISTORY_ANCHOR_JOB = "history anchor";
/** From this hour of the night at the airline the day's anchor is taken. */
export const HISTORY_ANCHOR_HOUR = 2;
const TICK_MS = 15 * 60 * 1000;

/**
 * Today's anchor of the sealed history, once a day across the instances sharing the
 * database; a day whose writers did not finish in time is tried again at the next tick.
 */
export async function anchorHistoryForToday(db: Database, now: Date = new Date()) {
  return await runOncePerDay(db, { job: HISTORY_ANCHOR_JOB, day: airlineToday(now) }, async () => ({
    complete: await anchorHistory(db),
  }));
}

/** Every quarter of an hour, whether today's anchor is due (from `HISTORY_ANCHOR_HOUR`) and not yet taken. */
export function scheduleHistoryAnchors(deps: {
  db: Database;
  log: FastifyBaseLogger;
  firstRunAfterMs?: number;
  now?: () => Date;
}): Schedule {
  return scheduleRepeating({
    name: HISTORY_ANCHOR_JOB,
    intervalMs: TICK_MS,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    async task() {
      const now = deps.now?.() ?? new Date();
      if (airlineHour(now) < HISTORY_ANCHOR_HOUR) return;
      const { ran, complete } = await anchorHistoryForToday(deps.db, now);
      if (ran) deps.log.info({ complete }, "history anchored");
    },
  });
}
