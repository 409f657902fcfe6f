import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { LINE_CHECK_LIST_FILTERS, type LineCheckListFilter } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { startAfterEnd } from "../../../components/list/date-range";
import { FilterDrawer } from "../../../components/list/filter-drawer";
import { DEFAULT_LINE_CHECK_FILTER_CHOICE, type LineCheckFilterChoice } from "../list-config";

interface LineCheckFilterDrawerProps {
  open: boolean;
  filters: LineCheckFilterChoice;
  onApply: (filters: LineCheckFilterChoice) => void;
  onClose: () => void;
}

/** The filter dialog of part2 §2: filter by, order and the date range (which must not end before it starts). */
export function LineCheckFilterDrawer({ open, filters, onApply, onClose }: LineCheckFilterDrawerProps) {
  const { t } = useTranslation("line-check");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_LINE_CHECK_FILTER_CHOICE}
      onApply={onApply}
      onClose={onClose}
      canApply={(draft) => !startAfterEnd(draft)}
      texts={{
        title: t("filters.title"),
        close: t("common:actions.close"),
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
            onChange={(event) => setDraft({ ...draft, filter: event.target.value as LineCheckListFilter })}
          >
            {LINE_CHECK_LIST_FILTERS.map((field) => (
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
