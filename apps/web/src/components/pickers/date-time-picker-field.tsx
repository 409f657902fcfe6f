import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import dayjs from "dayjs";
import type { Ref } from "react";
import { airlineWallClock } from "../../lib/dates";
import { DISPLAY_DATE_TIME_FIELD, INVALID_DATE, WALL_CLOCK } from "../picker-value";
import { PickerLocalization, pickerSlotProps, usePickerValue } from "./picker-field";

export interface DateTimeFieldProps {
  label: string;
  /**
   * A wall-clock time, YYYY-MM-DDTHH:mm with no offset, or "": the caller decides its time zone (SIM
   * sessions are in the airline's local time whatever the browser's zone).
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  /** No later than now (a date of occurrence). */
  disableFuture?: boolean;
}

/**
 * A date and time typed or picked as DD/MM/YYYY - HH:mm (24-hour) and handed back as a wall-clock
 * YYYY-MM-DDTHH:mm; a typed but impossible value comes back as INVALID_DATE so the form says
 * "invalid date".
 */
export default function DateTimePickerField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  required,
  readOnly,
  disableFuture,
}: DateTimeFieldProps) {
  const { current, message, change } = usePickerValue({
    value,
    onChange,
    format: WALL_CLOCK,
    invalidValue: INVALID_DATE,
    error,
  });
  return (
    <PickerLocalization>
      <DateTimePicker
        label={label}
        format={DISPLAY_DATE_TIME_FIELD}
        ampm={false}
        // The desktop popup sets the calendar beside the time columns, wider than a phone: below
        // 600 px the picker opens as the full-width dialog even with a mouse.
        desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
        value={current}
        readOnly={readOnly}
        // "Future" is after the airline's now, whatever the browser's zone (ADR 0921).
        maxDateTime={disableFuture ? dayjs(airlineWallClock(new Date())) : undefined}
        inputRef={inputRef}
        onChange={change}
        slotProps={pickerSlotProps({ onBlur, message, required, readOnly })}
      />
    </PickerLocalization>
  );
}
