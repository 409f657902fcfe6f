import { type Theme, ThemeProvider } from "@mui/material/styles";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { enUS, viVN } from "@mui/x-date-pickers/locales";
import type {} from "@mui/x-date-pickers/themeAugmentation";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/vi";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { INVALID_DATE } from "../picker-value";
import { READ_ONLY_BACKGROUND } from "../theme";

/**
 * The pickers in the language shown (vi or en), their own texts included, for every picker inside:
 * the library's texts of the language, the field's placeholders from our locale texts
 * (NN/TT/NNNN in Vietnamese), and weekdays named by their short names (T2 … CN, Mo … Su) where the
 * library keeps only a first letter, which in Vietnamese is T for six days of the week.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("common");
  const language = i18n.language === "vi" ? "vi" : "en";
  const localeText = useMemo(() => {
    const library = (language === "vi" ? viVN : enUS).components.MuiLocalizationProvider.defaultProps
      .localeText;
    return {
      ...library,
      fieldDayPlaceholder: () => t("date_field.day"),
      fieldMonthPlaceholder: (params: { contentType: string }) =>
        params.contentType === "letter" ? t("date_field.month_name") : t("date_field.month"),
      fieldYearPlaceholder: (params: { digitAmount: number }) =>
        t("date_field.year_digit").repeat(params.digitAmount),
      fieldHoursPlaceholder: () => t("date_field.hours"),
      fieldMinutesPlaceholder: () => t("date_field.minutes"),
    };
  }, [language, t]);
  const weekdays = useMemo(
    () => (outer: Theme) => ({
      ...outer,
      components: {
        ...outer.components,
        MuiDateCalendar: {
          defaultProps: { dayOfWeekFormatter: (date: Dayjs) => date.locale(language).format("dd") },
        },
      },
    }),
    [language],
  );
  return (
    <ThemeProvider theme={weekdays}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}

interface PickerValueOptions {
  /** The value as the caller keeps it (`format`), "" for none, or INVALID_DATE. */
  value: string;
  onChange: (value: string) => void;
  /** How the value is handed back: YYYY-MM-DD, YYYY-MM-DDTHH:mm. */
  format: string;
  /** What a typed but impossible value is handed back as: INVALID_DATE or "". */
  invalidValue: string;
  error?: string;
}

/**
 * The picker's own value kept beside the caller's: a half-typed date is invalid and reported as such,
 * and keeping it here stops the field clearing itself; a value changed from outside (a slot picked,
 * the form reset) is followed. Whatever the schema said about it, an impossible date is first of all
 * not a date, so its message is "invalid date".
 */
export function usePickerValue({ value, onChange, format, invalidValue, error }: PickerValueOptions) {
  const { t } = useTranslation("validation");
  const [current, setCurrent] = useState<Dayjs | null>(() =>
    value && value !== INVALID_DATE ? dayjs(value) : null,
  );
  const typedInvalid = Boolean(current && !current.isValid());
  const shown = current?.isValid() ? current.format(format) : typedInvalid ? invalidValue : "";
  if (shown !== value && !(typedInvalid && (value === "" || value === INVALID_DATE))) {
    setCurrent(value && value !== INVALID_DATE ? dayjs(value) : null);
  }
  return {
    current,
    message: error && typedInvalid ? t("date_invalid") : error,
    change: (next: Dayjs | null) => {
      setCurrent(next);
      onChange(next === null ? "" : next.isValid() ? next.format(format) : invalidValue);
    },
  };
}

interface PickerSlotOptions {
  onBlur?: () => void;
  message?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** The text field and picker button of a date or date-time field; read-only shows as plain text. */
export function pickerSlotProps({ onBlur, message, required, readOnly }: PickerSlotOptions) {
  return {
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
  };
}
