import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { INSTRUCTOR_QUALIFICATIONS, PILOT_LIMITS } from "@trms/shared";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { useErrorText } from "../../../components/form-errors";
import { muiRegister } from "../../../components/form-field";
import { POSITIONS, usePilotLabels } from "../labels";
import type { PilotFormOutput, PilotFormValues } from "../pilot-form-schema";
import { FormSection } from "./form-section";

type DateName = "date_of_birth" | "joining_date" | "first_flight_date";

interface PilotFormFieldsProps {
  form: UseFormReturn<PilotFormValues, unknown, PilotFormOutput>;
  mode: "create" | "update";
  /** The fleets this manager may file a pilot under: all for the super administrator, else their own. */
  fleets: readonly string[];
}

/** Every pilot field of part1 §3, grouped as a training office reads a profile. */
export function PilotFormFields({ form, mode, fleets }: PilotFormFieldsProps) {
  const { t } = useTranslation("pilots");
  const labels = usePilotLabels();
  const errorText = useErrorText("pilots");
  const field = muiRegister(form.register);
  const { errors } = form.formState;

  const text = (
    name: Exclude<keyof PilotFormValues, DateName>,
    extra: { max?: number; required?: boolean } = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      required={extra.required}
      error={Boolean(errors[name])}
      helperText={errorText(errors[name])}
      slotProps={{ htmlInput: extra.max ? { maxLength: extra.max } : undefined }}
      {...field(name)}
    />
  );

  const select = (
    name: "fleet" | "name_position" | "instructor_rating",
    options: { value: string; label: string }[],
    helper?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => (
        <TextField
          select
          label={t(`fields.${name}`)}
          required={name === "fleet"}
          value={control.value ?? ""}
          onChange={control.onChange}
          onBlur={control.onBlur}
          inputRef={control.ref}
          error={Boolean(errors[name])}
          helperText={errorText(errors[name]) ?? helper}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const date = (name: DateName) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => (
        <DateField
          label={t(`fields.${name}`)}
          value={control.value ?? ""}
          onChange={control.onChange}
          onBlur={control.onBlur}
          inputRef={control.ref}
          error={errorText(errors[name])}
        />
      )}
    />
  );

  const none = { value: "", label: t("ratings.none") };
  return (
    <>
      <FormSection title={t("sections.account")}>
        {text("crew_code", { required: true, max: PILOT_LIMITS.crew_code })}
        {text("full_name", { required: true })}
        {mode === "create" ? (
          <>
            <TextField
              label={t("fields.email")}
              type="email"
              required
              autoComplete="off"
              error={Boolean(errors.email)}
              helperText={errorText(errors.email) ?? t("hints.email")}
              {...field("email")}
            />
            <TextField
              label={t("fields.password")}
              type="password"
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={errorText(errors.password) ?? t("hints.password")}
              {...field("password")}
            />
          </>
        ) : null}
        {select(
          "fleet",
          fleets.map((fleet) => ({ value: fleet, label: fleet })),
        )}
        {select(
          "instructor_rating",
          [none, ...INSTRUCTOR_QUALIFICATIONS.map((rating) => ({ value: rating, label: rating }))],
          t("hints.rating"),
        )}
      </FormSection>
      <FormSection title={t("sections.flying")}>
        {select("name_position", [
          { value: "", label: "—" },
          ...POSITIONS.map((code) => ({ value: String(code), label: labels.position(code) })),
        ])}
        {text("function", { required: mode === "update" })}
        {text("fleet_position")}
        {text("department_position")}
        {text("base")}
        {text("seniority_point")}
        {date("first_flight_date")}
        {date("joining_date")}
      </FormSection>
      <FormSection title={t("sections.contact")}>
        {text("phone_number", { max: PILOT_LIMITS.phone_number })}
        {date("date_of_birth")}
        {text("identify_number", { max: PILOT_LIMITS.identify_number })}
        {text("passport_number", { max: PILOT_LIMITS.passport_number })}
        {text("caav_number", { max: PILOT_LIMITS.caav_number })}
      </FormSection>
      <FormSection title={t("sections.training")}>
        {text("base_month")}
        {text("line_check_month")}
        {text("google_form_link")}
      </FormSection>
    </>
  );
}
