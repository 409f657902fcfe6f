import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FLEETS, PILOT_SORT_FIELDS } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PilotFilters } from "../api";
import { POSITIONS, usePilotLabels } from "../labels";

// "All" is a real choice here, so an empty value shows its label instead of a blank field.
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export const DEFAULT_PILOT_FILTERS: PilotFilters = {
  fleet: "",
  name_position: "",
  status: "",
  sort_by: "",
  order: "-",
};

interface PilotFilterDrawerProps {
  open: boolean;
  filters: PilotFilters;
  /** Fleet choice is offered only to those who see more than their own fleet. */
  showFleet: boolean;
  onApply: (filters: PilotFilters) => void;
  onClose: () => void;
}

/** Filters and sort of the pilot list; applied together so the list reloads once. */
export function PilotFilterDrawer({ open, filters, showFleet, onApply, onClose }: PilotFilterDrawerProps) {
  const { t } = useTranslation("pilots");
  const labels = usePilotLabels();
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof PilotFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const all = <MenuItem value="">{t("filters.all")}</MenuItem>;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        transition: { onEnter: () => setDraft(filters) },
        paper: { sx: { width: { xs: "100%", sm: 340 } }, "aria-labelledby": titleId } as object,
      }}
    >
      <Box sx={{ p: 3, display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t("filters.title")}
          </Typography>
          <IconButton aria-label={t("common:actions.close")} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {showFleet ? (
          <TextField
            select
            label={t("fields.fleet")}
            value={draft.fleet}
            onChange={set("fleet")}
            slotProps={showEmpty}
          >
            {all}
            {FLEETS.map((fleet) => (
              <MenuItem key={fleet} value={fleet}>
                {fleet}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          label={t("fields.name_position")}
          value={draft.name_position}
          onChange={set("name_position")}
          slotProps={showEmpty}
        >
          {all}
          {POSITIONS.map((code) => (
            <MenuItem key={code} value={String(code)}>
              {labels.position(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("fields.status")}
          value={draft.status}
          onChange={set("status")}
          slotProps={showEmpty}
        >
          {all}
          <MenuItem value="1">{t("status.active")}</MenuItem>
          <MenuItem value="0">{t("status.inactive")}</MenuItem>
        </TextField>
        <TextField
          select
          label={t("filters.sort_by")}
          value={draft.sort_by}
          onChange={set("sort_by")}
          slotProps={showEmpty}
        >
          <MenuItem value="">{t("filters.sort_default")}</MenuItem>
          {PILOT_SORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(`fields.${field}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("filters.order")}
          value={draft.order}
          onChange={set("order")}
          slotProps={showEmpty}
        >
          <MenuItem value="+">{t("filters.ascending")}</MenuItem>
          <MenuItem value="-">{t("filters.descending")}</MenuItem>
        </TextField>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={() => setDraft(DEFAULT_PILOT_FILTERS)}>{t("filters.reset")}</Button>
          <Button variant="contained" onClick={() => onApply(draft)}>
            {t("filters.apply")}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
