import { SIM_LIST_FILTERS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { SortRangeFilterDrawer } from "../../../components/list/filter-drawer";
import { DEFAULT_SIM_FILTER_CHOICE, type SimFilterChoice } from "../list-config";

interface SimFilterDrawerProps {
  open: boolean;
  filters: SimFilterChoice;
  onApply: (filters: SimFilterChoice) => void;
  onClose: () => void;
}

/** Filter by, order and the date range of part2 §2; the range must not end before it starts. */
export function SimFilterDrawer(props: SimFilterDrawerProps) {
  const { t } = useTranslation("sim");
  return (
    <SortRangeFilterDrawer {...props} defaults={DEFAULT_SIM_FILTER_CHOICE} fields={SIM_LIST_FILTERS} t={t} />
  );
}
