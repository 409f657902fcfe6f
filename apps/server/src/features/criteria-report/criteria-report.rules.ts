/** The first day of the averages' window: the same day `months` months ago (UTC), as YYYY-MM-DD. */
export function monthsBefore(today: Date, months: number): string {
  const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  // 29 Feb or the 31st of a shorter month rolls into the next month; keep the month's last day instead.
  if (since.getUTCDate() !== today.getUTCDate()) since.setUTCDate(0);
  return since.toISOString().slice(0, 10);
}
