import { SIM_LIST_FILTERS, type SimListFilter } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { startAfterEnd } from "../../../components/list/date-range";
import {
  DateRangeFields,
  FilterDrawer,
  filterDrawerTexts,
  SortOrderFields,
} from "../../../components/list/filter-drawer";
import { DEFAULT_SIM_FILTER_CHOICE, type SimFilterChoice } from "../list-config";

interface SimFilterDrawerProps {
  open: boolean;
  filters: SimFilterChoice;
  onApply: (filters: SimFilterChoice) => void;
  onClose: () => void;
}

/** Filter by, order and the date range of part2 §2; the range must not end before it starts. */
export function SimFilterDrawer({ open, filters, onApply, onClose }: SimFilterDrawerProps) {
  const { t } = useTranslation("sim");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_SIM_FILTER_CHOICE}
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
            options={SIM_LIST_FILTERS.map((field) => ({ value: field, label: t(`filters.sort.${field}`) }))}
            onChange={(value) => setDraft((current) => ({ ...current, filter: value as SimListFilter }))}
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
