import { parseSimDateTimeText, SIM_OFFSET_TEXT, SIM_UTC_OFFSET_MINUTES, toSimLocalIso } from "@trms/shared";
import dayjs, { type ConfigType } from "dayjs";

export const DISPLAY_DATE = "DD/MM/YYYY";
export const DISPLAY_DATE_TIME = "DD/MM/YYYY HH:mm";
export const API_DATE = "YYYY-MM-DD";

/**
 * One clock for the airline (ADR 0921): every date and time is shown, and every "today"
 * taken, in the airline's zone (Asia/Ho_Chi_Minh, UTC+7 all year), whatever the browser's zone.
 * The same offset the SIM screens already use.
 */
export const AIRLINE_OFFSET = SIM_OFFSET_TEXT;
const OFFSET_MS = SIM_UTC_OFFSET_MINUTES * 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The instant's wall clock at the airline, YYYY-MM-DDTHH:mm; null for a missing or unreadable value. */
export function airlineWallClock(value: ConfigType): string | null {
  if (value === null || value === undefined || value === "") return null;
  // A picked day or time is already a wall clock: it is not moved.
  if (dayjs.isDayjs(value)) return value.isValid() ? value.format("YYYY-MM-DDTHH:mm") : null;
  if (typeof value === "string" && DATE_ONLY.test(value)) return `${value}T00:00`;
  const at = dayjs(value);
  if (!at.isValid()) return null;
  const shifted = new Date(at.valueOf() + OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** The airline's day now, YYYY-MM-DD (the default of date fields and "today" of every rule). */
export function airlineToday(now: Date = new Date()): string {
  return (airlineWallClock(now) as string).slice(0, 10);
}

/** A wall clock at the airline (YYYY-MM-DDTHH:mm) as ISO 8601 with the airline's offset, as the API takes it. */
export const airlineInstant = (wallClock: string) => `${wallClock}:00${AIRLINE_OFFSET}`;

function parts(value: ConfigType) {
  const wall = airlineWallClock(value);
  if (!wall) return null;
  const [year, month, day] = wall.slice(0, 10).split("-");
  return { date: `${day}/${month}/${year}`, time: wall.slice(11, 16) };
}

/** DD/MM/YYYY at the airline, or an empty string for a missing or unreadable value. */
export function formatDate(value: ConfigType): string {
  return parts(value)?.date ?? "";
}

/** DD/MM/YYYY HH:mm at the airline, whatever the browser's zone. */
export function formatDateTime(value: ConfigType): string {
  const at = parts(value);
  return at ? `${at.date} ${at.time}` : "";
}

/** DD/MM/YYYY - HH:mm at the airline, the spec's form format (part2 §9). */
export function formatFormDateTime(value: ConfigType): string {
  const at = parts(value);
  return at ? `${at.date} - ${at.time}` : "";
}

/** YYYY-MM-DD as the API expects (the airline's day of an instant), or undefined so optional fields drop out. */
export function toApiDate(value: ConfigType): string | undefined {
  return airlineWallClock(value)?.slice(0, 10);
}

/*
 * SIM and line check times are the airline's local time (UTC+7) wherever the browser is: a session
 * at 08:00 in Hanoi reads 08:00 on every screen, and a time typed in the form is that local time.
 */

/** dd/MM/yyyy - HH:mm (part2 §9) in the airline's local time; "" for a missing value. */
export function formatSimDateTime(value: string | null | undefined): string {
  const wall = toWallClock(value);
  if (!wall) return "";
  const [date = "", time = ""] = wall.split("T");
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year} - ${time}`;
}

/** The API's date-time as the form's wall clock (YYYY-MM-DDTHH:mm, airline local time). */
export function toWallClock(value: string | null | undefined): string {
  if (!value || Number.isNaN(Date.parse(value))) return "";
  return toSimLocalIso(value).slice(0, 16);
}

/** The form's wall clock as the API's ISO 8601 with the airline's offset; other text as it is. */
export function fromWallClock(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return parseSimDateTimeText(value.replace("T", " ")) ?? value;
}
