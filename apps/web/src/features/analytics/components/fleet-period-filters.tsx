import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import type { FleetPeriodFilter } from "../api";

interface FleetPeriodFiltersProps {
  filter: FleetPeriodFilter;
  /** The fleets the account may choose; one is shown, not offered. */
  fleets: readonly string[];
  onChange: (next: Partial<FleetPeriodFilter>) => void;
  /** The screen's own filters, after the period. */
  children?: ReactNode;
}

/**
 * The fleet and the period (DD/MM/YYYY) of a fleet-wide analytics screen, then the screen's own
 * filters, wrapping on a phone; each filter keeps room for its value and grows.
 */
export function FleetPeriodFilters({ filter, fleets, onChange, children }: FleetPeriodFiltersProps) {
  const { t } = useTranslation("analytics");
  return (
    <Box
      component="form"
      aria-label={t("filters.label")}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 2,
        mb: 2,
        "& > *": { flex: "1 1 160px" },
        "& > .wide": { flex: "2 1 280px" },
      }}
    >
      <TextField
        select
        label={t("filters.fleet")}
        value={filter.fleet}
        disabled={fleets.length === 1}
        onChange={(event) => onChange({ fleet: event.target.value })}
      >
        {fleets.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label={t("filters.start_date")}
        value={filter.start_date}
        onChange={(value) => value && onChange({ start_date: value })}
      />
      <DateField
        label={t("filters.end_date")}
        value={filter.end_date}
        onChange={(value) => value && onChange({ end_date: value })}
      />
      {children}
    </Box>
  );
}
