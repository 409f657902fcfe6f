import { SIM_UTC_OFFSET_MINUTES } from "./constants";

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s*(?:-\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, "0");
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The airline's offset as ISO text: +07:00. */
export const SIM_OFFSET_TEXT = `${SIM_UTC_OFFSET_MINUTES >= 0 ? "+" : "-"}${pad(Math.floor(Math.abs(SIM_UTC_OFFSET_MINUTES) / 60))}:${pad(Math.abs(SIM_UTC_OFFSET_MINUTES) % 60)}`;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function validParts(p: Parts): boolean {
  if (p.year < 2000 || p.year > 2099 || p.month < 1 || p.month > 12) return false;
  if (p.day < 1 || p.day > daysIn(p.year, p.month)) return false;
  return p.hour < 24 && p.minute < 60 && p.second < 60;
}

const toParts = (
  year?: string,
  month?: string,
  day?: string,
  hour?: string,
  minute?: string,
  second?: string,
) => ({
  year: Number(year),
  month: Number(month),
  day: Number(day),
  hour: Number(hour),
  minute: Number(minute),
  second: Number(second ?? 0),
});

/** An ISO 8601 date-time with an offset, on a real calendar day, in the years 2000–2099. */
export function isSimDateTime(value: string): boolean {
  const m = ISO_WITH_OFFSET.exec(value);
  if (!m) return false;
  const offset = m[7] as string;
  if (offset !== "Z" && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return false;
  return validParts(toParts(m[1], m[2], m[3], m[4], m[5], m[6]));
}

/** The airline's local calendar day (YYYY-MM-DD) of an instant. */
export function simLocalDay(instant: Date | string): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(time + SIM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** An instant written in the airline's local time with its offset: 2026-03-21T08:00:00+07:00. */
export function toSimLocalIso(instant: Date | string): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return `${new Date(time + SIM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}${SIM_OFFSET_TEXT}`;
}

/**
 * A date-time as a person writes it in a sheet, in the airline's local time: `21/03/2026 08:00`,
 * `21/03/2026 - 08:00`, `2026-03-21 08:00`, or ISO with an offset. Null when it is none of these.
 */
export function parseSimDateTimeText(text: string): string | null {
  const value = text.trim();
  if (isSimDateTime(value)) return value;
  const dmy = DMY.exec(value);
  const ymd = YMD.exec(value);
  const parts = dmy
    ? toParts(dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6])
    : ymd
      ? toParts(ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6])
      : null;
  if (!parts || !validParts(parts)) return null;
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}${SIM_OFFSET_TEXT}`;
}
