import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { SEARCH_DEBOUNCE_MS, type TrendPilot } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../components/list/use-debounced-value";
import { trendPilotsQuery } from "../api";

/** The pilot the screen shows, as the picker holds it. */
export type PickedTrendPilot = Omit<TrendPilot, "fleet">;

const pilotLabel = (pilot: PickedTrendPilot) => `${pilot.crew_code} · ${pilot.full_name}`;

interface TrendPilotPickerProps {
  value: PickedTrendPilot | null;
  onChange: (pilotId: number) => void;
}

/**
 * Whose trends to show: the pilots the caller may open (analytics/trend_pilots: the analytics
 * permission's fleet, an instructor's trainees), searched on the server by crew code or name as the
 * user types.
 */
export function TrendPilotPicker({ value, onChange }: TrendPilotPickerProps) {
  const { t } = useTranslation(["common", "training-record"]);
  const [input, setInput] = useState("");
  const keyword = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen pilot's label, list everyone rather than that one name.
  const query = useQuery(trendPilotsQuery(value && input === pilotLabel(value) ? "" : keyword));
  const options: PickedTrendPilot[] = query.data?.pilots ?? [];
  return (
    <Autocomplete<PickedTrendPilot>
      options={
        value && !options.some((pilot) => pilot.pilot_id === value.pilot_id) ? [value, ...options] : options
      }
      value={value}
      getOptionLabel={pilotLabel}
      isOptionEqualToValue={(option, current) => option.pilot_id === current.pilot_id}
      filterOptions={(all) => all}
      loading={query.isFetching}
      loadingText={t("common:pilot_picker.loading")}
      noOptionsText={t("common:pilot_picker.none")}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => {
        if (picked) onChange(picked.pilot_id);
      }}
      renderInput={(params) => <TextField {...params} label={t("training-record:pilot_picker.label")} />}
    />
  );
}
