import Autocomplete from "@mui/material/Autocomplete";
import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { SEARCH_DEBOUNCE_MS } from "@trms/shared";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { pilotSearchQuery } from "../lib/pilot-queries";
import { useDebouncedValue } from "./list/use-debounced-value";

/** A pilot as a picker holds it: the crew code identifies it (a SIM session stores only that). */
export interface PickedPilot {
  id?: number;
  crew_code: string;
  full_name: string;
}

export interface PilotPickerProps<P extends PickedPilot> {
  value: P | null;
  onChange: (pilot: P | null) => void;
  label: string;
  /**
   * Only active pilots (a new SIM session, line check or line training), through the autocomplete
   * call their creators may use; every pilot the caller may see otherwise.
   */
  activeOnly?: boolean;
  error?: string;
  required?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

export const pilotLabel = (pilot: PickedPilot) => `${pilot.crew_code} · ${pilot.full_name}`;

/** A pilot searched on the server as the user types (crew code or name), within the caller's scope. */
export function PilotPicker<P extends PickedPilot>({
  value,
  onChange,
  label,
  activeOnly = false,
  error,
  required,
  onBlur,
  inputRef,
  size,
  sx,
}: PilotPickerProps<P>) {
  const { t } = useTranslation("common");
  const [input, setInput] = useState("");
  const keyword = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen pilot's label, list everyone rather than that one name.
  const query = useQuery(pilotSearchQuery(value && input === pilotLabel(value) ? "" : keyword, activeOnly));
  const options = (query.data ?? []) as unknown as P[];

  return (
    <Autocomplete<P>
      sx={sx}
      size={size}
      options={value && !options.some((p) => p.crew_code === value.crew_code) ? [value, ...options] : options}
      value={value}
      getOptionLabel={pilotLabel}
      isOptionEqualToValue={(option, current) => option.crew_code === current.crew_code}
      filterOptions={(all) => all}
      loading={query.isFetching}
      loadingText={t("pilot_picker.loading")}
      noOptionsText={t("pilot_picker.none")}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => onChange(picked)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
        />
      )}
    />
  );
}
