import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { airlineInstant, airlineWallClock } from "../../lib/dates";
import { INVALID_DATE } from "../date-field";
import { DateTimeField } from "../date-time-field";
import { useErrorText } from "./errors";

interface FormDateTimeFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  namespace?: string;
  required?: boolean;
  readOnly?: boolean;
  /** No later than now (a date of occurrence). */
  disableFuture?: boolean;
}

/** An ISO 8601 instant as the airline's wall clock, for the field; "" and INVALID_DATE pass through. */
const toWallClock = (value: string) => {
  if (!value || value === INVALID_DATE) return value;
  return airlineWallClock(value) ?? INVALID_DATE;
};
/** The field's wall clock back to ISO 8601 with the airline's offset, as the API takes it. */
const toInstant = (value: string) =>
  value && value !== INVALID_DATE && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? airlineInstant(value)
    : value;

/**
 * A form's date-time, typed or picked as DD/MM/YYYY - HH:mm at the airline (any browser zone) and held as
 * ISO 8601 with offset, as the API takes it; an impossible one is reported as invalid, not missing.
 * The one date-time field of the app underneath (`components/date-time-field.tsx`).
 */
export function FormDateTimeField<Values extends FieldValues>({
  control,
  name,
  label,
  namespace,
  required,
  readOnly,
  disableFuture,
}: FormDateTimeFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText(namespace);
  return (
    <DateTimeField
      label={label}
      value={toWallClock((field.value ?? "") as string)}
      onChange={(next) => field.onChange(toInstant(next))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error)}
      required={required}
      readOnly={readOnly}
      disableFuture={disableFuture}
    />
  );
}
