import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { AUDIT_RECORD_KINDS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { startAfterEnd } from "../../../components/list/date-range";
import {
  DateRangeFields,
  FilterDrawer,
  filterDrawerTexts,
  SHOW_EMPTY_SELECT,
} from "../../../components/list/filter-drawer";
import { type AuditFilters, DEFAULT_AUDIT_FILTERS } from "../audit-list-config";

interface AuditFilterDrawerProps {
  open: boolean;
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onClose: () => void;
}

/** Record kind and day range; who is chosen by clicking a name in the list. */
export function AuditFilterDrawer({ open, filters, onApply, onClose }: AuditFilterDrawerProps) {
  const { t } = useTranslation("audit");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_AUDIT_FILTERS}
      onApply={onApply}
      onClose={onClose}
      canApply={(draft) => !startAfterEnd(draft)}
      texts={filterDrawerTexts(t, "common:actions.close")}
    >
      {(draft, setDraft) => (
        <>
          <TextField
            select
            label={t("fields.entity")}
            value={draft.entity}
            onChange={(event) => setDraft((current) => ({ ...current, entity: event.target.value }))}
            slotProps={SHOW_EMPTY_SELECT}
          >
            <MenuItem value="">{t("filters.all")}</MenuItem>
            {AUDIT_RECORD_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFields
            range={draft}
            onChange={(end) => setDraft((current) => ({ ...current, ...end }))}
          />
        </>
      )}
    </FilterDrawer>
  );
}
