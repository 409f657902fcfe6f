import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { TRAINING_FLIGHT_FILTERS, TRAINING_FLIGHT_SORT_FIELDS } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { FilterDrawer as ListFilterDrawer, SHOW_EMPTY_SELECT } from "../../../components/list/filter-drawer";
import { DEFAULT_FILTERS, startAfterEnd, type TrainingFlightFilterChoice } from "../filters";

interface FilterDrawerProps {
  open: boolean;
  filters: TrainingFlightFilterChoice;
  onApply: (filters: TrainingFlightFilterChoice) => void;
  onClose: () => void;
}

/** Sort, order, date range and the five flags of part1 §2; applied together so the list reloads once. */
export function FilterDrawer({ open, filters, onApply, onClose }: FilterDrawerProps) {
  const { t } = useTranslation("training-flight");
  const flagsId = useId();
  return (
    <ListFilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_FILTERS}
      onApply={onApply}
      onClose={onClose}
      width={360}
      canApply={(draft) => !startAfterEnd(draft)}
      texts={{
        title: t("filters.title"),
        close: t("actions.close"),
        reset: t("filters.reset"),
        apply: t("filters.apply"),
      }}
    >
      {(draft, setDraft) => (
        <>
          <TextField
            select
            label={t("filters.sort_by")}
            value={draft.sort_by}
            onChange={(event) =>
              setDraft({ ...draft, sort_by: event.target.value as TrainingFlightFilterChoice["sort_by"] })
            }
            slotProps={SHOW_EMPTY_SELECT}
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
          {startAfterEnd(draft) ? (
            <Alert severity="error">{t("validation:alert_start_after_end")}</Alert>
          ) : null}
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
        </>
      )}
    </ListFilterDrawer>
  );
}
