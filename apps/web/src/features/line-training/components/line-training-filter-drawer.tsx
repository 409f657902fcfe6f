import { LINE_TRAINING_LIST_FILTERS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { SortRangeFilterDrawer } from "../../../components/list/filter-drawer";
import { DEFAULT_LINE_TRAINING_CHOICE, type LineTrainingFilterChoice } from "../list-config";

/** Filter by, order and the start-date range; the range must not end before it starts. */
export function LineTrainingFilterDrawer(props: {
  open: boolean;
  filters: LineTrainingFilterChoice;
  onApply: (filters: LineTrainingFilterChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  return (
    <SortRangeFilterDrawer
      {...props}
      defaults={DEFAULT_LINE_TRAINING_CHOICE}
      fields={LINE_TRAINING_LIST_FILTERS}
      t={t}
    />
  );
}
