import { isIsoDate } from "@trms/shared";
import type { FilterCodec } from "./list-address";

/** The date range of a list's filter drawer (part2 §2): YYYY-MM-DD or "" for an open end. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

export const NO_DATE_RANGE: DateRange = { start_date: "", end_date: "" };

/** The drawer's date check: both ends set and the start later than the end. */
export function startAfterEnd(range: DateRange): boolean {
  return Boolean(range.start_date && range.end_date && range.start_date > range.end_date);
}

function readDate(value: string | null): string {
  return value && isIsoDate(value) ? value : "";
}

/**
 * The range as kept in the address (?start_date=&end_date=): an unreadable end is dropped, and a range
 * that ends before it starts keeps only its start. Each list's codec composes these with its own filters.
 */
export const dateRangeCodec: FilterCodec<DateRange> = {
  defaults: NO_DATE_RANGE,
  keys: ["start_date", "end_date"],
  read: (params) => {
    const range = {
      start_date: readDate(params.get("start_date")),
      end_date: readDate(params.get("end_date")),
    };
    if (startAfterEnd(range)) range.end_date = "";
    return range;
  },
  write: (range) => ({
    ...(range.start_date ? { start_date: range.start_date } : {}),
    ...(range.end_date ? { end_date: range.end_date } : {}),
  }),
  count: (range) => [range.start_date, range.end_date].filter(Boolean).length,
};
