import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import { TRAINING_FLIGHT_FILTERS, TRAINING_FLIGHT_SORT_FIELDS } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { startAfterEnd } from "../../../components/list/date-range";
import {
  DateRangeFields,
  filterDrawerTexts,
  FilterDrawer as ListFilterDrawer,
  SortOrderFields,
} from "../../../components/list/filter-drawer";
import { DEFAULT_FILTERS, type TrainingFlightFilterChoice } from "../filters";

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
      texts={filterDrawerTexts(t)}
    >
      {(draft, setDraft) => (
        <>
          <SortOrderFields
            label={t("filters.sort_by")}
            value={draft.sort_by}
            defaultLabel={t("filters.sort_default")}
            options={TRAINING_FLIGHT_SORT_FIELDS.map((field) => ({
              value: field,
              label: t(`filters.sort.${field}`),
            }))}
            onChange={(value) =>
              setDraft((current) => ({ ...current, sort_by: value as TrainingFlightFilterChoice["sort_by"] }))
            }
            order={draft.order}
            onOrderChange={(order) => setDraft((current) => ({ ...current, order }))}
          />
          <DateRangeFields
            range={draft}
            onChange={(end) => setDraft((current) => ({ ...current, ...end }))}
          />
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
