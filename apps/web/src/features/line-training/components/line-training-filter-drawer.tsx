import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { LINE_TRAINING_LIST_FILTERS, type LineTrainingListFilter } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { FilterDrawer } from "../../../components/list/filter-drawer";
import { DEFAULT_LINE_TRAINING_CHOICE, type LineTrainingFilterChoice, startAfterEnd } from "../list-config";

/** Filter by, order and the start-date range; the range must not end before it starts. */
export function LineTrainingFilterDrawer({
  open,
  filters,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: LineTrainingFilterChoice;
  onApply: (filters: LineTrainingFilterChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_LINE_TRAINING_CHOICE}
      onApply={onApply}
      onClose={onClose}
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
            value={draft.filter}
            onChange={(event) => setDraft({ ...draft, filter: event.target.value as LineTrainingListFilter })}
          >
            {LINE_TRAINING_LIST_FILTERS.map((field) => (
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
            <MenuItem value="+">{t("common:list.ascending")}</MenuItem>
            <MenuItem value="-">{t("common:list.descending")}</MenuItem>
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
        </>
      )}
    </FilterDrawer>
  );
}
