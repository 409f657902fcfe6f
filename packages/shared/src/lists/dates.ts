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
