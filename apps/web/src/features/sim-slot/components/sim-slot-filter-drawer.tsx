import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SIM_SLOT_TYPES, type SimSlotType, simSlotFleet } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { FilterDrawer, filterDrawerTexts } from "../../../components/list/filter-drawer";
import type { SimSlotFilters } from "../list-config";

interface Props {
  open: boolean;
  filters: SimSlotFilters;
  onApply: (filters: SimSlotFilters) => void;
  onClose: () => void;
}

/** The slot list's one filter: the fleet (slot type). */
export function SimSlotFilterDrawer({ open, filters, onApply, onClose }: Props) {
  const { t } = useTranslation("sim-slot");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={{ type: null }}
      onApply={onApply}
      onClose={onClose}
      texts={filterDrawerTexts(t, "filters.close")}
    >
      {(draft, setDraft) => (
        <TextField
          select
          label={t("fields.type")}
          value={draft.type ?? ""}
          onChange={(event) =>
            setDraft({ type: event.target.value ? (Number(event.target.value) as SimSlotType) : null })
          }
        >
          <MenuItem value="">{t("filters.all_fleets")}</MenuItem>
          {SIM_SLOT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {simSlotFleet(type)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FilterDrawer>
  );
}
