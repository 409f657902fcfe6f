import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { enUS, viVN } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/vi";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_DATE, DISPLAY_DATE } from "../lib/dates";
import { READ_ONLY_BACKGROUND } from "./theme";

/**
 * What a date field reports for a date typed but impossible or unfinished (31/02/2027), when asked
 * to (`reportInvalid`): not "", which would read as "required", but a value every date schema
 * refuses, so the form says "invalid date".
 */
export const INVALID_DATE = "invalid-date";

interface DateFieldProps {
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

/** A date typed or picked as DD/MM/YYYY (part1 §9) and handed back as YYYY-MM-DD. */
export function DateField({
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
  const { i18n, t } = useTranslation("validation");
  const vietnamese = i18n.language === "vi";
  const locale = vietnamese ? viVN : enUS;
  const invalidValue = reportInvalid ? INVALID_DATE : "";
  // A half-typed date is invalid and reported as such; keeping it here stops the field clearing itself.
  const [current, setCurrent] = useState<Dayjs | null>(() =>
    value && value !== INVALID_DATE ? dayjs(value) : null,
  );
  const typedInvalid = Boolean(current && !current.isValid());
  const shown = current?.isValid() ? current.format(API_DATE) : typedInvalid ? invalidValue : "";
  if (shown !== value && !(typedInvalid && (value === "" || value === INVALID_DATE))) {
    setCurrent(value && value !== INVALID_DATE ? dayjs(value) : null);
  }
  // Whatever the schema said about it, an impossible date is first of all not a date.
  const message = error && typedInvalid ? t("date_invalid") : error;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={vietnamese ? "vi" : "en"}
      localeText={locale.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        format={DISPLAY_DATE}
        value={current}
        readOnly={readOnly}
        inputRef={inputRef}
        onChange={(next) => {
          setCurrent(next);
          onChange(next === null ? "" : next.isValid() ? next.format(API_DATE) : invalidValue);
        }}
        slotProps={{
          textField: {
            onBlur,
            error: Boolean(message),
            helperText: message,
            fullWidth: true,
            required: required && !readOnly,
            sx: readOnly
              ? {
                  "& .MuiPickersInputBase-root": { backgroundColor: READ_ONLY_BACKGROUND },
                  "& .MuiPickersOutlinedInput-notchedOutline": { borderColor: "transparent" },
                }
              : undefined,
          },
          openPickerButton: readOnly ? { sx: { display: "none" } } : undefined,
        }}
      />
    </LocalizationProvider>
  );
}
