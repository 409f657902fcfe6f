/** Every month (YYYY-MM) from the start's to the end's, both included. */
export function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, "0")}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
