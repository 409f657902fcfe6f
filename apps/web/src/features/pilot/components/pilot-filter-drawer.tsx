import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { PILOT_SORT_FIELDS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import {
  FilterDrawer,
  FleetSelectField,
  filterDrawerTexts,
  SHOW_EMPTY_SELECT,
  SortOrderFields,
} from "../../../components/list/filter-drawer";
import { POSITIONS, usePilotLabels } from "../labels";
import { DEFAULT_PILOT_FILTERS, type PilotFilters } from "../pilot-list-config";

/** The drawer edits the filters and the sort together ("" sort_by: newest first). */
export interface PilotFilterChoice extends PilotFilters {
  sort_by: string;
  order: "+" | "-";
}

const DEFAULT_CHOICE: PilotFilterChoice = { ...DEFAULT_PILOT_FILTERS, sort_by: "", order: "-" };

interface PilotFilterDrawerProps {
  open: boolean;
  filters: PilotFilterChoice;
  /** Fleet choice is offered only to those who see more than their own fleet. */
  showFleet: boolean;
  onApply: (filters: PilotFilterChoice) => void;
  onClose: () => void;
}

/** Filters and sort of the pilot list; applied together so the list reloads once. */
export function PilotFilterDrawer({ open, filters, showFleet, onApply, onClose }: PilotFilterDrawerProps) {
  const { t } = useTranslation("pilot");
  const labels = usePilotLabels();
  const all = <MenuItem value="">{t("filters.all")}</MenuItem>;
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_CHOICE}
      onApply={onApply}
      onClose={onClose}
      texts={filterDrawerTexts(t, "common:actions.close")}
    >
      {(draft, setDraft) => {
        const set = (name: keyof PilotFilterChoice) => (event: { target: { value: string } }) =>
          setDraft((current) => ({ ...current, [name]: event.target.value }));
        return (
          <>
            {showFleet ? (
              <FleetSelectField
                label={t("fields.fleet")}
                allLabel={t("filters.all")}
                value={draft.fleet}
                onChange={(fleet) => setDraft((current) => ({ ...current, fleet }))}
              />
            ) : null}
            <TextField
              select
              label={t("fields.name_position")}
              value={draft.name_position}
              onChange={set("name_position")}
              slotProps={SHOW_EMPTY_SELECT}
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
              slotProps={SHOW_EMPTY_SELECT}
            >
              {all}
              <MenuItem value="1">{t("status.active")}</MenuItem>
              <MenuItem value="0">{t("status.inactive")}</MenuItem>
            </TextField>
            <SortOrderFields
              label={t("filters.sort_by")}
              value={draft.sort_by}
              defaultLabel={t("filters.sort_default")}
              options={PILOT_SORT_FIELDS.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
              onChange={(value) => setDraft((current) => ({ ...current, sort_by: value }))}
              order={draft.order}
              onOrderChange={(order) => setDraft((current) => ({ ...current, order }))}
            />
          </>
        );
      }}
    </FilterDrawer>
  );
}
