/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** YYYY-MM-DD as DD/MM/YYYY. */
export const showDate = (value: string) => {
  const [year, month, day] = value.split("-");
  return `${day}/${month}/${year}`;
};

/** An instant as DD/MM/YYYY HH:mm in the airline's time zone (Vietnam, UTC+7, no daylight saving). */
export const showDateTime = (at: Date) => {
  const local = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return `${showDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
};
