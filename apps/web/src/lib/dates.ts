import dayjs, { type ConfigType } from "dayjs";

export const DISPLAY_DATE = "DD/MM/YYYY";
export const DISPLAY_DATE_TIME = "DD/MM/YYYY HH:mm";
export const API_DATE = "YYYY-MM-DD";

function valid(value: ConfigType): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === "") return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** DD/MM/YYYY, or an empty string for a missing or unreadable value. */
export function formatDate(value: ConfigType): string {
  return valid(value)?.format(DISPLAY_DATE) ?? "";
}

/** DD/MM/YYYY HH:mm in the browser's time zone. */
export function formatDateTime(value: ConfigType): string {
  return valid(value)?.format(DISPLAY_DATE_TIME) ?? "";
}

/** YYYY-MM-DD as the API expects, or undefined so optional fields drop out of the body. */
export function toApiDate(value: ConfigType): string | undefined {
  return valid(value)?.format(API_DATE);
}
