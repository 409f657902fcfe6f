import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { enUS, viVN } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/vi";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_DATE, DISPLAY_DATE } from "../lib/dates";

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD as the API speaks it, or "" for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  readOnly?: boolean;
}

/** A date typed or picked as DD/MM/YYYY (part1 §9) and handed back as YYYY-MM-DD. */
export function DateField({ label, value, onChange, onBlur, inputRef, error, readOnly }: DateFieldProps) {
  const { i18n } = useTranslation();
  const vietnamese = i18n.language === "vi";
  const locale = vietnamese ? viVN : enUS;
  // A half-typed date is invalid and reported as ""; keeping it here stops the field clearing itself.
  const [current, setCurrent] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  const shown = current?.isValid() ? current.format(API_DATE) : "";
  if (shown !== value && !(value === "" && current && !current.isValid())) {
    setCurrent(value ? dayjs(value) : null);
  }
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
          onChange(next?.isValid() ? next.format(API_DATE) : "");
        }}
        slotProps={{
          textField: { onBlur, error: Boolean(error), helperText: error, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
