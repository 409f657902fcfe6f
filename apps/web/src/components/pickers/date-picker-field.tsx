import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import type { Ref } from "react";
import { API_DATE, DISPLAY_DATE } from "../../lib/dates";
import { INVALID_DATE } from "../picker-value";
import { PickerLocalization, pickerSlotProps, usePickerValue } from "./picker-field";

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD as the API speaks it, or "" for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
  /** Hand back INVALID_DATE for an impossible date instead of "". */
  reportInvalid?: boolean;
}

/** A date typed or picked as DD/MM/YYYY (part1 §9) and handed back as YYYY-MM-DD (loaded by DateField). */
export default function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  readOnly,
  required,
  reportInvalid,
}: DateFieldProps) {
  const { current, message, change } = usePickerValue({
    value,
    onChange,
    format: API_DATE,
    invalidValue: reportInvalid ? INVALID_DATE : "",
    error,
  });
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        format={DISPLAY_DATE}
        value={current}
        readOnly={readOnly}
        inputRef={inputRef}
        onChange={change}
        slotProps={pickerSlotProps({ onBlur, message, required, readOnly })}
      />
    </PickerLocalization>
  );
}
