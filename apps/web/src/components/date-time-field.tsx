import { lazy, Suspense } from "react";
import { DISPLAY_DATE_TIME_FIELD, PickerPlaceholder, WALL_CLOCK } from "./picker-value";
import type { DateTimeFieldProps } from "./pickers/date-time-picker-field";

export { DISPLAY_DATE_TIME_FIELD, WALL_CLOCK };

const DateTimePickerField = lazy(() => import("./pickers/date-time-picker-field"));

/**
 * A date and time typed or picked as DD/MM/YYYY - HH:mm (24-hour) and handed back as a wall-clock
 * YYYY-MM-DDTHH:mm; a typed but impossible value comes back as INVALID_DATE so the form says
 * "invalid date". The pickers load with the first such field a screen shows.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense
      fallback={<PickerPlaceholder label={props.label} value={props.value} required={props.required} />}
    >
      <DateTimePickerField {...props} />
    </Suspense>
  );
}
