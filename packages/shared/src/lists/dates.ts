/** YYYY-MM-DD as the API speaks it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * YYYY-MM-DD and a real calendar date (not 2027-02-31). The check behind `isoDateSchema`, without zod,
 * for a screen that reads a date from its address (ADR 0999).
 */
export function isIsoDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/**
 * The calendar the product stores (ADR 1102): every date the API takes lies from DATE_MIN to
 * DATE_MAX, the default bounds of the web's date pickers. Wider than any record's (births from 1900), and far
 * inside what JavaScript's dates and PostgreSQL's `date` and `timestamptz` read alike: year 0000 or
 * 9999 shifted by the airline's offset or a day's end would leave that common ground.
 */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2099-12-31";

/** A YYYY-MM-DD day (or the day of an ISO date-time) within the stored calendar. */
export const isWithinCalendar = (value: string) => {
  const day = value.slice(0, 10);
  return day >= DATE_MIN && day <= DATE_MAX;
};
