import { parseSimDateTimeText, toSimLocalIso } from "@trms/shared";

/**
 * SIM times are the airline's local time (UTC+7) wherever the browser is: a session at 08:00 in
 * Hanoi reads 08:00 on every screen, and a time typed in the form is that local time (ADR 0410).
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
