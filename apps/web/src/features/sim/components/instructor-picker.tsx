import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { pilotLabel } from "../../../components/pilot-picker";
import { simInstructorsQuery } from "../api";
import type { SimPerson } from "../form-values";

interface InstructorPickerProps {
  label: string;
  value: SimPerson | null;
  onChange: (person: SimPerson | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** A SIM-A or SIM-B instructor from `pilot/sim_instructor_list` (TRI and DPE, part2 §7). */
export function InstructorPicker({ label, value, onChange, onBlur, inputRef, error }: InstructorPickerProps) {
  const { t } = useTranslation("common");
  const query = useQuery(simInstructorsQuery());
  const listed: SimPerson[] = (query.data ?? []).map((option) => ({
    crew_code: option.crew_code,
    full_name: option.full_name,
  }));
  // A stored instructor outside today's list (another fleet, since retired) stays shown.
  const options = value && !listed.some((o) => o.crew_code === value.crew_code) ? [value, ...listed] : listed;
  return (
    <Autocomplete<SimPerson>
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
