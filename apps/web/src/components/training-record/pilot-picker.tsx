import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { type PilotRow, SEARCH_DEBOUNCE_MS } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pilotSearchQuery } from "../../features/pilots/api";
import { useDebouncedValue } from "../list/use-debounced-value";

interface PickedPilot {
  id: number;
  crew_code: string;
  full_name: string;
}

interface PilotPickerProps {
  value: PickedPilot | null;
  onChange: (pilotId: number) => void;
}

const labelOf = (pilot: PickedPilot) => `${pilot.crew_code} · ${pilot.full_name}`;

/** Whose records to show: the pilots the caller may see, searched on the server as they type. */
export function PilotPicker({ value, onChange }: PilotPickerProps) {
  const { t } = useTranslation("training-record");
  const [input, setInput] = useState("");
  const keyword = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen pilot's label, list everyone rather than that one name.
  const query = useQuery(pilotSearchQuery(value && input === labelOf(value) ? "" : keyword));
  const options: PickedPilot[] = query.data?.pilots ?? [];

  return (
    <Autocomplete<PickedPilot>
      sx={{ flex: "1 1 260px", maxWidth: { sm: 360 } }}
      size="small"
      options={value && !options.some((p) => p.id === value.id) ? [value, ...options] : options}
      value={value}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(all) => all}
      loading={query.isFetching}
      loadingText={t("pilot_picker.loading")}
      noOptionsText={t("pilot_picker.none")}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked: PilotRow | PickedPilot | null) => {
        if (picked) onChange(picked.id);
      }}
      renderInput={(params) => <TextField {...params} label={t("pilot_picker.label")} />}
    />
  );
}
