import { addDays } from "@trms/shared";

/** Event reports are dated in Vietnam time (UTC+7, no daylight saving): ADR 0512. */
export const REPORT_TIME_ZONE_OFFSET = "+07:00";
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** The month of an instant in Vietnam time, as YYYYMM. */
export function occurrenceMonth(at: Date): number {
  const local = new Date(at.getTime() + OFFSET_MS);
  return local.getUTCFullYear() * 100 + local.getUTCMonth() + 1;
}

/** The first instant of a calendar day in Vietnam time. */
export const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00${REPORT_TIME_ZONE_OFFSET}`);

/** The first instant after a calendar day in Vietnam time. */
export const endOfDay = (isoDate: string) => startOfDay(addDays(isoDate, 1));
