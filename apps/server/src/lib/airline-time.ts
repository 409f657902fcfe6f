import { SIM_UTC_OFFSET_MINUTES } from "@trms/shared";

/** The airline's wall clock (Vietnam, UTC+7): `now` moved by the offset, read with UTC getters. */
const airlineClock = (now: Date) => new Date(now.getTime() + SIM_UTC_OFFSET_MINUTES * 60_000);

/** Today's date at the airline, YYYY-MM-DD: a start date "has come" and validities are read on it. */
export function airlineToday(now: Date = new Date()): string {
  return airlineClock(now).toISOString().slice(0, 10);
}

/** The hour of the day (0–23) at the airline, for the daily jobs that wait for their hour. */
export function airlineHour(now: Date = new Date()): number {
  return airlineClock(now).getUTCHours();
}
