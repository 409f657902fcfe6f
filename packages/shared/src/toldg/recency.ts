/**
 * Take-off and landing recency.
 *
 * EASA Part-FCL FCL.060(b)(1) and 14 CFR 121.439 both require 3 take-offs and 3 landings in the
 * preceding 90 days (in the aircraft type or a full flight simulator of it). A pilot is therefore
 * current until 90 days after the date on which their most recent 3 take-offs and 3 landings were
 * completed, or 90 days after their most recent simulator session, whichever is later.
 */

import type { RecencyDates } from "./schemas";

/** Days a set of 3 take-offs and 3 landings, or a simulator session, keeps a pilot current. */
export const RECENCY_DAYS = 90;
/** Take-offs and landings, each, that make a pilot current. */
export const RECENCY_REQUIRED_COUNT = 3;
/** The TO LDG list highlights recency dates already past or at most this many days ahead. */
export const RECENCY_WARNING_DAYS = 14;

export interface RecencyFlight {
  /** YYYY-MM-DD */
  flight_date: string;
  to_number: number;
  ldg_number: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD calendar date plus a number of days, in calendar arithmetic (no time zone). */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${isoDate}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The date on which the most recent 3 take-offs and 3 landings were completed: walking back from the
 * newest flight, the first date by which both counts have reached 3. Null when they never do.
 */
export function qualifyingFlightDate(flights: readonly RecencyFlight[]): string | null {
  const newestFirst = [...flights].sort((a, b) => b.flight_date.localeCompare(a.flight_date));
  let takeOffs = 0;
  let landings = 0;
  for (const flight of newestFirst) {
    takeOffs += flight.to_number;
    landings += flight.ldg_number;
    if (takeOffs >= RECENCY_REQUIRED_COUNT && landings >= RECENCY_REQUIRED_COUNT) return flight.flight_date;
  }
  return null;
}

/** Aircraft, SIM and overall recency dates from the stored flights and the most recent SIM date. */
export function computeRecency(input: {
  flights: readonly RecencyFlight[];
  simDate?: string | null;
}): RecencyDates {
  const qualifying = qualifyingFlightDate(input.flights);
  const ac_expired_date = qualifying ? addDays(qualifying, RECENCY_DAYS) : null;
  const sim_expired_date = input.simDate ? addDays(input.simDate, RECENCY_DAYS) : null;
  const candidates = [ac_expired_date, sim_expired_date].filter((d): d is string => d !== null).sort();
  return { recency_date: candidates.at(-1) ?? null, sim_expired_date, ac_expired_date };
}

export type RecencyState = "none" | "expired" | "expiring" | "current";

/**
 * How a recency date reads on a given day: expired once the date has passed, expiring when it is
 * at most 14 days ahead (both highlighted), otherwise current. The date itself is the last valid day.
 */
export function recencyState(recencyDate: string | null | undefined, today: string): RecencyState {
  if (!recencyDate) return "none";
  const left = daysBetween(today, recencyDate);
  if (left < 0) return "expired";
  if (left <= RECENCY_WARNING_DAYS) return "expiring";
  return "current";
}

/**
 * The calendar date in the time zone furthest ahead (UTC+14): a date after it has not begun
 * anywhere, so a survey date later than this is in the future wherever the pilot is.
 */
export function latestCalendarDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
