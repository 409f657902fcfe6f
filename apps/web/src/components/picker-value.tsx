import TextField from "@mui/material/TextField";

/**
 * What a date field reports for a date typed but impossible or unfinished (31/02/2027), when asked
 * to: not "", which would read as "required", but a value every date schema refuses, so the form
 * says "invalid date".
 */
export const INVALID_DATE = "invalid-date";

/** The wall-clock value a date-time field hands back. */
export const WALL_CLOCK = "YYYY-MM-DDTHH:mm";

/** dd/MM/yyyy - HH:mm, 24-hour (part2 §9). */
export const DISPLAY_DATE_TIME_FIELD = "DD/MM/YYYY - HH:mm";

/** YYYY-MM-DD or YYYY-MM-DDTHH:mm as the field shows it: DD/MM/YYYY, DD/MM/YYYY - HH:mm. */
function shown(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value);
  if (!match) return "";
  const [, year, month, day, time] = match;
  return `${day}/${month}/${year}${time ? ` - ${time}` : ""}`;
}

/**
 * The field as it looks while the date pickers load (they are their own chunk, loaded the first
 * time a date field shows): the same label and value, not yet editable.
 */
export function PickerPlaceholder({
  label,
  value,
  required,
}: {
  label: string;
  value: string;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={shown(value)}
      required={required}
      fullWidth
      slotProps={{ input: { readOnly: true }, htmlInput: { "aria-busy": true } }}
    />
  );
}
