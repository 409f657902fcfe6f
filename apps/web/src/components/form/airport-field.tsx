import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import type { Airport } from "@trms/shared";
import type { Ref } from "react";

interface AirportFieldProps {
  label: string;
  airports: Airport[];
  /** IATA code or "". */
  value: string;
  onChange: (iata: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  loading?: boolean;
}

// Typing "han" or "noi bai" both find Hanoi; the code is what the field shows once chosen.
const filter = createFilterOptions<Airport>({ stringify: (airport) => `${airport.iata} ${airport.name}` });

/** An airport from the server's list (defaults HAN, SGN, CXR, DAD first), chosen by code or name. */
export function AirportField(props: AirportFieldProps) {
  const selected = props.airports.find((airport) => airport.iata === props.value) ?? null;
  return (
    <Autocomplete<Airport>
      options={props.airports}
      value={selected}
      loading={props.loading}
      autoHighlight
      filterOptions={filter}
      getOptionLabel={(airport) => airport.iata}
      isOptionEqualToValue={(option, current) => option.iata === current.iata}
      onChange={(_event, airport) => props.onChange(airport?.iata ?? "")}
      onBlur={props.onBlur}
      renderOption={({ key, ...optionProps }, airport) => (
        <Box component="li" key={key} {...optionProps}>
          <Box component="span" sx={{ fontWeight: 600, mr: 1, minWidth: 36 }}>
            {airport.iata}
          </Box>
          <Box component="span" sx={{ color: "text.secondary", fontSize: 14 }}>
            {airport.name}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          inputRef={props.inputRef}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
