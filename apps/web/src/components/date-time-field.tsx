import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { enUS, viVN } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/vi";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { INVALID_DATE } from "./date-field";
import { READ_ONLY_BACKGROUND } from "./theme";

/** dd/MM/yyyy - HH:mm, 24-hour (part2 §9). */
export const DISPLAY_DATE_TIME_FIELD = "DD/MM/YYYY - HH:mm";

interface DateTimeFieldProps {
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

/** The wall-clock value the field hands back. */
export const WALL_CLOCK = "YYYY-MM-DDTHH:mm";

/**
 * A date and time typed or picked as DD/MM/YYYY - HH:mm (24-hour) and handed back as a wall-clock
 * YYYY-MM-DDTHH:mm; a typed but impossible value comes back as INVALID_DATE so the form says
 * "invalid date".
 */
export function DateTimeField({
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
  const { i18n, t } = useTranslation("validation");
  const vietnamese = i18n.language === "vi";
  const locale = vietnamese ? viVN : enUS;
  const [current, setCurrent] = useState<Dayjs | null>(() =>
    value && value !== INVALID_DATE ? dayjs(value) : null,
  );
  const typedInvalid = Boolean(current && !current.isValid());
  const shown = current?.isValid() ? current.format(WALL_CLOCK) : typedInvalid ? INVALID_DATE : "";
  // The value changed from outside (a slot picked, the form reset): the field follows it.
  if (shown !== value && !(typedInvalid && (value === "" || value === INVALID_DATE))) {
    setCurrent(value && value !== INVALID_DATE ? dayjs(value) : null);
  }
  const message = error && typedInvalid ? t("date_invalid") : error;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={vietnamese ? "vi" : "en"}
      localeText={locale.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DateTimePicker
        label={label}
        format={DISPLAY_DATE_TIME_FIELD}
        ampm={false}
        value={current}
        readOnly={readOnly}
        disableFuture={disableFuture}
        inputRef={inputRef}
        onChange={(next) => {
          setCurrent(next);
          onChange(next === null ? "" : next.isValid() ? next.format(WALL_CLOCK) : INVALID_DATE);
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
