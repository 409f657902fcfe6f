import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SURVEY_MAX_COUNT_PER_DAY } from "@trms/shared";
import type { KeyboardEvent } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { useErrorText } from "../../../components/form/errors";
import { muiRegister } from "../../../components/form/register";

/** The entry sub-form as typed: counts are text until the schema reads them. */
export interface FlightEntryValues {
  flight_date: string;
  to_number: string;
  ldg_number: string;
}

export const EMPTY_FLIGHT_ENTRY: FlightEntryValues = { flight_date: "", to_number: "", ldg_number: "" };

interface FlightEntryFormProps {
  form: UseFormReturn<FlightEntryValues, unknown, unknown>;
  /** Editing an entry already in the list, rather than adding one. */
  editing: boolean;
  onSave: () => void;
  /** Absent while the list is empty: the sub-form is then the only way to add a flight. */
  onCancel?: () => void;
}

/**
 * One flight entry (date, take-offs, landings). It is not a <form> of its own (forms do not nest):
 * its button and the Enter key save the entry, and the survey's submit button sends everything.
 */
export function FlightEntryForm({ form, editing, onSave, onCancel }: FlightEntryFormProps) {
  const { t } = useTranslation("toldg", { keyPrefix: "survey" });
  const errorText = useErrorText("toldg", "survey");
  const field = muiRegister(form.register);
  const { errors } = form.formState;
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onSave();
  };
  const count = { min: 0, max: SURVEY_MAX_COUNT_PER_DAY, step: 1, inputMode: "numeric" as const };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t(editing ? "entry.edit_title" : "entry.add_title")}
      onKeyDown={saveOnEnter}
      sx={{ p: 2, borderRadius: 2, bgcolor: "grey.50", display: "grid", gap: 2 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t(editing ? "entry.edit_title" : "entry.add_title")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", sm: "2fr 1fr 1fr" } }}>
        <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}>
          <Controller
            control={form.control}
            name="flight_date"
            render={({ field: date }) => (
              <DateField
                label={t("fields.flight_date")}
                value={date.value}
                onChange={date.onChange}
                onBlur={date.onBlur}
                inputRef={date.ref}
                error={errorText(errors.flight_date)}
              />
            )}
          />
        </Box>
        <TextField
          label={t("fields.to_number")}
          type="number"
          slotProps={{ htmlInput: count }}
          error={Boolean(errors.to_number)}
          helperText={errorText(errors.to_number)}
          {...field("to_number")}
        />
        <TextField
          label={t("fields.ldg_number")}
          type="number"
          slotProps={{ htmlInput: count }}
          error={Boolean(errors.ldg_number)}
          helperText={errorText(errors.ldg_number)}
          {...field("ldg_number")}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
        {onCancel ? (
          <Button type="button" onClick={onCancel}>
            {t("actions.cancel")}
          </Button>
        ) : null}
        <Button type="button" variant="outlined" onClick={onSave}>
          {t(editing ? "actions.save_flight" : "actions.add")}
        </Button>
      </Box>
    </Paper>
  );
}
