import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { TRAINING_FLIGHT_FILTERS, TRAINING_FLIGHT_SORT_FIELDS } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { DEFAULT_FILTERS, startAfterEnd, type TrainingFlightFilters } from "../filters";

const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface FilterDrawerProps {
  open: boolean;
  filters: TrainingFlightFilters;
  onApply: (filters: TrainingFlightFilters) => void;
  onClose: () => void;
}

/** Sort, order, date range and the five flags of part1 §2; applied together so the list reloads once. */
export function FilterDrawer({ open, filters, onApply, onClose }: FilterDrawerProps) {
  const { t } = useTranslation("training_flights");
  const titleId = useId();
  const flagsId = useId();
  const [draft, setDraft] = useState(filters);
  const invalidRange = startAfterEnd(draft);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        transition: { onEnter: () => setDraft(filters) },
        paper: { sx: { width: { xs: "100%", sm: 360 } }, "aria-labelledby": titleId } as object,
      }}
    >
      <Box sx={{ p: 3, display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t("filters.title")}
          </Typography>
          <IconButton aria-label={t("actions.close")} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <TextField
          select
          label={t("filters.sort_by")}
          value={draft.sort_by}
          onChange={(event) =>
            setDraft({ ...draft, sort_by: event.target.value as TrainingFlightFilters["sort_by"] })
          }
          slotProps={showEmpty}
        >
          <MenuItem value="">{t("filters.sort_default")}</MenuItem>
          {TRAINING_FLIGHT_SORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(`filters.sort.${field}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("filters.order")}
          value={draft.order}
          onChange={(event) => setDraft({ ...draft, order: event.target.value === "+" ? "+" : "-" })}
        >
          <MenuItem value="+">{t("filters.ascending")}</MenuItem>
          <MenuItem value="-">{t("filters.descending")}</MenuItem>
        </TextField>
        <DateField
          label={t("filters.start_date")}
          value={draft.start_date}
          onChange={(value) => setDraft((current) => ({ ...current, start_date: value }))}
        />
        <DateField
          label={t("filters.end_date")}
          value={draft.end_date}
          onChange={(value) => setDraft((current) => ({ ...current, end_date: value }))}
        />
        {invalidRange ? <Alert severity="error">{t("validation:alert_start_after_end")}</Alert> : null}
        <Box role="group" aria-labelledby={flagsId}>
          <FormLabel id={flagsId} sx={{ fontSize: 14 }}>
            {t("filters.show_only")}
          </FormLabel>
          <FormGroup>
            {TRAINING_FLIGHT_FILTERS.map((flag) => (
              <FormControlLabel
                key={flag}
                label={t(`filters.flags.${flag}`)}
                control={
                  <Checkbox
                    checked={draft.flags[flag]}
                    onChange={(event) =>
                      setDraft({ ...draft, flags: { ...draft.flags, [flag]: event.target.checked } })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={() => setDraft(DEFAULT_FILTERS)}>{t("filters.reset")}</Button>
          <Button variant="contained" disabled={invalidRange} onClick={() => onApply(draft)}>
            {t("filters.apply")}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
