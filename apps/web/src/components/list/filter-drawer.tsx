import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FLEETS } from "@trms/shared";
import { type Dispatch, type ReactNode, type SetStateAction, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../date-field";
import { type DateRange, startAfterEnd } from "./date-range";
import type { SortOrder } from "./list-address";

export interface FilterDrawerTexts {
  title: string;
  close: string;
  reset: string;
  apply: string;
}

/** The drawer's texts from a feature namespace's filters.title/reset/apply and its close key. */
export function filterDrawerTexts(t: (key: string) => string, closeKey = "actions.close"): FilterDrawerTexts {
  return {
    title: t("filters.title"),
    close: t(closeKey),
    reset: t("filters.reset"),
    apply: t("filters.apply"),
  };
}

interface FilterDrawerProps<T> {
  open: boolean;
  /** The filters in force; the drawer edits a copy and hands it back on Apply. */
  filters: T;
  /** What Reset goes back to. */
  defaults: T;
  onApply: (filters: T) => void;
  onClose: () => void;
  texts: FilterDrawerTexts;
  width?: number;
  /** Apply stays disabled while the draft is not acceptable (an inverted date range, say). */
  canApply?: (draft: T) => boolean;
  children: (draft: T, setDraft: Dispatch<SetStateAction<T>>) => ReactNode;
}

/**
 * The right-hand filter drawer of every list: the choices are applied together, so the list
 * reloads once, and reopening the drawer starts from what is in force.
 */
export function FilterDrawer<T>({
  open,
  filters,
  defaults,
  onApply,
  onClose,
  texts,
  width = 340,
  canApply,
  children,
}: FilterDrawerProps<T>) {
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        transition: { onEnter: () => setDraft(filters) },
        paper: { sx: { width: { xs: "100%", sm: width } }, "aria-labelledby": titleId } as object,
      }}
    >
      <Box sx={{ p: 3, display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Typography id={titleId} variant="h6" component="h2">
            {texts.title}
          </Typography>
          <IconButton aria-label={texts.close} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {children(draft, setDraft)}
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={() => setDraft(defaults)}>{texts.reset}</Button>
          <Button
            variant="contained"
            disabled={canApply ? !canApply(draft) : false}
            onClick={() => onApply(draft)}
          >
            {texts.apply}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

/** Select fields where "All" (an empty value) is a real choice and must show its label. */
export const SHOW_EMPTY_SELECT = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface SortOption {
  value: string;
  label: string;
}

interface SortOrderFieldsProps {
  /** The label of the field choice ("Sort by", "Filter by"). */
  label: string;
  value: string;
  options: readonly SortOption[];
  /** The label of "" (the call's own default sort); without it "" is not offered. */
  defaultLabel?: string;
  onChange: (value: string) => void;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
}

/** The sort-by choice and the order of part2 §2 "List screens in general"; each list gives its fields. */
export function SortOrderFields({
  label,
  value,
  options,
  defaultLabel,
  onChange,
  order,
  onOrderChange,
}: SortOrderFieldsProps) {
  const { t } = useTranslation("common");
  return (
    <>
      <TextField
        select
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={defaultLabel === undefined ? undefined : SHOW_EMPTY_SELECT}
      >
        {defaultLabel === undefined ? null : <MenuItem value="">{defaultLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("list.order")}
        value={order}
        onChange={(event) => onOrderChange(event.target.value === "+" ? "+" : "-")}
      >
        <MenuItem value="+">{t("list.ascending")}</MenuItem>
        <MenuItem value="-">{t("list.descending")}</MenuItem>
      </TextField>
    </>
  );
}

/** From date / To date of a list's drawer, with the error shown while the range ends before it starts. */
export function DateRangeFields({
  range,
  onChange,
}: {
  range: DateRange;
  /** One end changed; apply it to the latest draft (a functional update). */
  onChange: (end: Partial<DateRange>) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <DateField
        label={t("list.start_date")}
        value={range.start_date}
        onChange={(value) => onChange({ start_date: value })}
      />
      <DateField
        label={t("list.end_date")}
        value={range.end_date}
        onChange={(value) => onChange({ end_date: value })}
      />
      {startAfterEnd(range) ? <Alert severity="error">{t("validation:alert_start_after_end")}</Alert> : null}
    </>
  );
}

/** What a "filter by, order, date range" drawer edits (SIM list, line training list; part2 §2). */
export interface SortRangeChoice<Field extends string> extends DateRange {
  filter: Field;
  order: SortOrder;
}

interface SortRangeFilterDrawerProps<Field extends string> {
  open: boolean;
  filters: SortRangeChoice<Field>;
  defaults: SortRangeChoice<Field>;
  onApply: (filters: SortRangeChoice<Field>) => void;
  onClose: () => void;
  /** The list's "filter by" fields and the feature namespace's t for its texts. */
  fields: readonly Field[];
  t: (key: string) => string;
}

/** Filter by, order and the date range; the range must not end before it starts. */
export function SortRangeFilterDrawer<Field extends string>({
  open,
  filters,
  defaults,
  onApply,
  onClose,
  fields,
  t,
}: SortRangeFilterDrawerProps<Field>) {
  return (
    <FilterDrawer
      open={open}
      filters={filters}
      defaults={defaults}
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
            options={fields.map((field) => ({ value: field, label: t(`filters.sort.${field}`) }))}
            onChange={(value) => setDraft((current) => ({ ...current, filter: value as Field }))}
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

/** The fleet choice of a drawer, "All" first (pilot list, ledger); shown only to who sees more than one fleet. */
export function FleetSelectField({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (fleet: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={SHOW_EMPTY_SELECT}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {FLEETS.map((fleet) => (
        <MenuItem key={fleet} value={fleet}>
          {fleet}
        </MenuItem>
      ))}
    </TextField>
  );
}
