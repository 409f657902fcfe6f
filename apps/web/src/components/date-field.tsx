import { lazy, Suspense } from "react";
import { INVALID_DATE, PickerPlaceholder } from "./picker-value";
import type { DateFieldProps } from "./pickers/date-picker-field";

export { INVALID_DATE };

const DatePickerField = lazy(() => import("./pickers/date-picker-field"));

/**
 * A date typed or picked as DD/MM/YYYY (part1 §9) and handed back as YYYY-MM-DD. The pickers load
 * with the first date field a screen shows, so a list whose dates sit in a closed filter drawer
 * does not load them.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={<PickerPlaceholder label={props.label} value={props.value} required={props.required} />}
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}
