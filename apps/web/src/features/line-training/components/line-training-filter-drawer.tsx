import { LINE_TRAINING_LIST_FILTERS, type LineTrainingListFilter } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { startAfterEnd } from "../../../components/list/date-range";
import {
  DateRangeFields,
  FilterDrawer,
  filterDrawerTexts,
  SortOrderFields,
} from "../../../components/list/filter-drawer";
import { DEFAULT_LINE_TRAINING_CHOICE, type LineTrainingFilterChoice } from "../list-config";

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
      texts={filterDrawerTexts(t)}
    >
      {(draft, setDraft) => (
        <>
          <SortOrderFields
            label={t("filters.sort_by")}
            value={draft.filter}
            options={LINE_TRAINING_LIST_FILTERS.map((field) => ({
              value: field,
              label: t(`filters.sort.${field}`),
            }))}
            onChange={(value) =>
              setDraft((current) => ({ ...current, filter: value as LineTrainingListFilter }))
            }
            order={draft.order}
            onOrderChange={(order) => setDraft((current) => ({ ...current, order }))}
          />
          <DateRangeFields
            range={draft}
            onChange={(end) => setDraft((current) => ({ ...current, ...end }))}
          />
        </>
      )}
    </FilterDrawer>
  );
}
