import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { AUDIT_RECORD_KINDS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { FilterDrawer, SHOW_EMPTY_SELECT } from "../../../components/list/filter-drawer";
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
      canApply={(draft) => !draft.start_date || !draft.end_date || draft.start_date <= draft.end_date}
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
          <DateField
            label={t("filters.start_date")}
            value={draft.start_date}
            onChange={(value) => setDraft((current) => ({ ...current, start_date: value }))}
          />
          <DateField
            label={t("filters.end_date")}
            value={draft.end_date}
            onChange={(value) => setDraft((current) => ({ ...current, end_date: value }))}
            error={
              draft.start_date && draft.end_date && draft.start_date > draft.end_date
                ? t("filters.range_invalid")
                : undefined
            }
          />
        </>
      )}
    </FilterDrawer>
  );
}
