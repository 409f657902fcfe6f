import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SIM_PLACES, TEXT_MAX } from "@trms/shared";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "../../../components/date-time-field";
import { useErrorText } from "../../../components/form/errors";
import { FormTextField } from "../../../components/form/text-field";
import { InstructorPicker } from "../../../components/instructor-picker";
import { PilotPicker } from "../../../components/pilot-picker";
import { toWallClock } from "../../../lib/dates";
import type { SimFormValues, SimPerson, SimRowValues } from "../form-values";
import { SlotPicker } from "./slot-picker";

type Name<K extends keyof SimRowValues> = `sims.${number}.${K}`;

interface RowFieldProps {
  control: Control<SimFormValues>;
  index: number;
}

function PilotField({
  control,
  index,
  field,
  label,
}: RowFieldProps & { field: "first_pilot" | "second_pilot"; label: string }) {
  const errorText = useErrorText("sim");
  const { field: input, fieldState } = useController({
    control,
    name: `sims.${index}.${field}` as Name<typeof field>,
  });
  return (
    <PilotPicker<SimPerson>
      label={label}
      activeOnly
      required
      value={input.value as SimPerson | null}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={errorText(fieldState.error)}
    />
  );
}

function InstructorField({
  control,
  index,
  field,
  label,
}: RowFieldProps & { field: "sima_instructor" | "simb_instructor"; label: string }) {
  const errorText = useErrorText("sim");
  const { field: input, fieldState } = useController({
    control,
    name: `sims.${index}.${field}` as Name<typeof field>,
  });
  return (
    <InstructorPicker
      label={label}
      value={input.value as SimPerson | null}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={errorText(fieldState.error)}
    />
  );
}

function DateTimeInput({
  control,
  index,
  field,
  label,
  slotLabel,
}: RowFieldProps & { field: "sessiona_date_time" | "sessionb_date_time"; label: string; slotLabel: string }) {
  const errorText = useErrorText("sim");
  const { field: input, fieldState } = useController({
    control,
    name: `sims.${index}.${field}` as Name<typeof field>,
  });
  const value = input.value as string;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" },
      }}
    >
      <DateTimeField
        label={label}
        required
        value={value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        inputRef={input.ref}
        error={errorText(fieldState.error)}
      />
      <SlotPicker
        label={slotLabel}
        // The slot gives the time; the day stays the one typed (today's until then).
        onPick={(start) => input.onChange(`${dayOf(value)}T${start}`)}
      />
    </Box>
  );
}

/** The day of a wall-clock value, or today's in the airline's time when none is typed yet. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : toWallClock(new Date().toISOString()).slice(0, 10);
}

function PlaceInput({
  control,
  index,
  field,
  label,
}: RowFieldProps & { field: "sessiona_place" | "sessionb_place"; label: string }) {
  const errorText = useErrorText("sim");
  const { field: input, fieldState } = useController({
    control,
    name: `sims.${index}.${field}` as Name<typeof field>,
  });
  return (
    <TextField
      select
      label={label}
      required
      name={input.name}
      value={input.value as string}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error)}
    >
      {SIM_PLACES.map((place) => (
        <MenuItem key={place} value={place}>
          {place}
        </MenuItem>
      ))}
    </TextField>
  );
}

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/**
 * One SIM session's fields (part2 §2): the two pilots, then session A and session B each with its
 * instructor, date-time and place, then the note.
 */
export function SimRowFields({ control, index }: RowFieldProps) {
  const { t } = useTranslation("sim");
  const session = (letter: "a" | "b") => (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t(`fields.session_${letter}`)}
      </Typography>
      <InstructorField
        control={control}
        index={index}
        field={`sim${letter}_instructor`}
        label={t(`fields.sim${letter}_instructor`)}
      />
      <DateTimeInput
        control={control}
        index={index}
        field={`session${letter}_date_time`}
        label={t(`fields.session${letter}_date_time`)}
        slotLabel={t(`slots.label_${letter}`)}
      />
      <PlaceInput
        control={control}
        index={index}
        field={`session${letter}_place`}
        label={t(`fields.session${letter}_place`)}
      />
    </Box>
  );
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={GRID}>
        <PilotField control={control} index={index} field="first_pilot" label={t("fields.first_pilot")} />
        <PilotField control={control} index={index} field="second_pilot" label={t("fields.second_pilot")} />
      </Box>
      <Box sx={GRID}>
        {session("a")}
        {session("b")}
      </Box>
      <FormTextField
        control={control}
        name={`sims.${index}.note`}
        namespace="sim"
        label={t("fields.note")}
        max={TEXT_MAX}
        multiline
        minRows={1}
        maxRows={3}
      />
    </Box>
  );
}
