import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { LEDGER_MAX_EXPIRING_DAYS, LEDGER_VALIDITIES } from "@trms/shared";
import { useTranslation } from "react-i18next";
import {
  FilterDrawer,
  FleetSelectField,
  filterDrawerTexts,
  SHOW_EMPTY_SELECT,
} from "../../../components/list/filter-drawer";
import { DEFAULT_LEDGER_FILTERS, isDays, type LedgerFilters } from "../ledger-list-config";

interface LedgerFilterDrawerProps {
  open: boolean;
  filters: LedgerFilters;
  /** Fleet choice is offered only to those who see more than their own fleet. */
  showFleet: boolean;
  onApply: (filters: LedgerFilters) => void;
  onClose: () => void;
}

/** Fleet, "expiring within N days" of one validity or any, and expired. */
export function LedgerFilterDrawer({ open, filters, showFleet, onApply, onClose }: LedgerFilterDrawerProps) {
  const { t } = useTranslation("ledger");
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={DEFAULT_LEDGER_FILTERS}
      onApply={onApply}
      onClose={onClose}
      canApply={(draft) => draft.expiring_within_days === "" || isDays(draft.expiring_within_days)}
      texts={filterDrawerTexts(t, "common:actions.close")}
    >
      {(draft, setDraft) => {
        const badDays = draft.expiring_within_days !== "" && !isDays(draft.expiring_within_days);
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
              label={t("filters.validity")}
              value={draft.validity}
              onChange={(event) => setDraft((current) => ({ ...current, validity: event.target.value }))}
              slotProps={SHOW_EMPTY_SELECT}
            >
              <MenuItem value="">{t("filters.any_validity")}</MenuItem>
              {LEDGER_VALIDITIES.map((key) => (
                <MenuItem key={key} value={key}>
                  {t(`validity.${key}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t("filters.expiring_within_days")}
              value={draft.expiring_within_days}
              inputMode="numeric"
              error={badDays}
              helperText={
                badDays
                  ? t("filters.days_invalid", { max: LEDGER_MAX_EXPIRING_DAYS })
                  : t("filters.days_help")
              }
              onChange={(event) =>
                setDraft((current) => ({ ...current, expiring_within_days: event.target.value.trim() }))
              }
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.expired}
                  onChange={(event) => setDraft((current) => ({ ...current, expired: event.target.checked }))}
                />
              }
              label={t("filters.expired")}
            />
          </>
        );
      }}
    </FilterDrawer>
  );
}
