import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { simInstructorsQuery } from "../lib/pilot-queries";
import { type PickedPilot, pilotLabel } from "./pilot-picker";

interface InstructorPickerProps {
  label: string;
  value: PickedPilot | null;
  onChange: (person: PickedPilot | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * An instructor from `pilot/sim_instructor_list` (TRI and DPE, part2 §7): the SIM-A and SIM-B
 * seats of a SIM session, the instructor of a line check.
 */
export function InstructorPicker({ label, value, onChange, onBlur, inputRef, error }: InstructorPickerProps) {
  const { t } = useTranslation("common");
  const query = useQuery(simInstructorsQuery());
  const listed: PickedPilot[] = (query.data ?? []).map((option) => ({
    crew_code: option.crew_code,
    full_name: option.full_name,
  }));
  // A stored instructor outside today's list (another fleet, since retired) stays shown.
  const options = value && !listed.some((o) => o.crew_code === value.crew_code) ? [value, ...listed] : listed;
  return (
    <Autocomplete<PickedPilot>
      options={options}
      value={value}
      getOptionLabel={pilotLabel}
      isOptionEqualToValue={(option, current) => option.crew_code === current.crew_code}
      loading={query.isPending}
      loadingText={t("pilot_picker.loading")}
      noOptionsText={t("pilot_picker.none")}
      onChange={(_event, picked) => onChange(picked)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
        />
      )}
    />
  );
}
