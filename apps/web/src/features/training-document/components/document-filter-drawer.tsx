import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DOCUMENT_FLEETS, DOCUMENT_TYPES, type DocumentFleet, type DocumentType } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { FilterDrawer, filterDrawerTexts, SHOW_EMPTY_SELECT } from "../../../components/list/filter-drawer";
import { type DocumentFilters, NO_DOCUMENT_FILTERS } from "../filters";
import { useDocumentLabels } from "../labels";

interface DocumentFilterDrawerProps {
  open: boolean;
  filters: DocumentFilters;
  onApply: (filters: DocumentFilters) => void;
  onClose: () => void;
}

/** Fleet and training type, applied together so the list reloads once. */
export function DocumentFilterDrawer({ open, filters, onApply, onClose }: DocumentFilterDrawerProps) {
  const { t } = useTranslation("training-document");
  const labels = useDocumentLabels();
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={NO_DOCUMENT_FILTERS}
      onApply={onApply}
      onClose={onClose}
      texts={filterDrawerTexts(t)}
    >
      {(draft, setDraft) => (
        <>
          <TextField
            select
            label={t("fields.fleet")}
            value={draft.fleet}
            onChange={(event) => setDraft({ ...draft, fleet: event.target.value as DocumentFleet | "" })}
            slotProps={SHOW_EMPTY_SELECT}
          >
            <MenuItem value="">{t("filters.any_fleet")}</MenuItem>
            {DOCUMENT_FLEETS.map((fleet) => (
              <MenuItem key={fleet} value={fleet}>
                {labels.fleet(fleet)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t("fields.training_type")}
            value={draft.training_type === "" ? "" : String(draft.training_type)}
            onChange={(event) =>
              setDraft({
                ...draft,
                training_type: event.target.value === "" ? "" : (Number(event.target.value) as DocumentType),
              })
            }
            slotProps={SHOW_EMPTY_SELECT}
          >
            <MenuItem value="">{t("filters.any_type")}</MenuItem>
            {DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={String(type)}>
                {labels.type(type)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FilterDrawer>
  );
}
