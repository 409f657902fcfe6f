import MenuItem from "@mui/material/MenuItem";
import { INSTRUCTOR_QUALIFICATIONS, PILOT_LIMITS, TEXT_MAX } from "@trms/shared";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/form/date-field";
import { FormTextField } from "../../../components/form/text-field";
import { POSITIONS, usePilotLabels } from "../labels";
import type { PilotFormValues, PilotProfileField } from "../pilot-form-values";
import { FormSection } from "./form-section";

type DateName = "date_of_birth" | "joining_date" | "first_flight_date";
type TextName = Exclude<PilotProfileField, DateName | "fleet" | "name_position" | "instructor_rating">;

interface PilotFormFieldsProps {
  form: UseFormReturn<PilotFormValues>;
  mode: "create" | "update";
  /** The fleets this manager may file a pilot under: all for the super administrator, else their own. */
  fleets: readonly string[];
}

/** The limit of each text field, from the shared schema's constants. */
const LIMITS: Partial<Record<TextName, number>> = PILOT_LIMITS;

/** Every pilot field of part1 §3, grouped as a training office reads a profile. */
export function PilotFormFields({ form, mode, fleets }: PilotFormFieldsProps) {
  const { t } = useTranslation("pilot");
  const labels = usePilotLabels();
  const control = form.control;

  const text = (
    name: TextName,
    extra: { required?: boolean; inputMode?: "tel" | "decimal" | "numeric" | "url"; helper?: string } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      namespace="pilot"
      label={t(`fields.${name}`)}
      required={extra.required}
      max={LIMITS[name] ?? TEXT_MAX}
      helperText={extra.helper}
      slotProps={{ htmlInput: extra.inputMode ? { inputMode: extra.inputMode } : undefined }}
    />
  );

  const select = (
    name: "fleet" | "name_position" | "instructor_rating",
    options: { value: string; label: string }[],
    helper?: string,
  ) => (
    <FormTextField
      control={control}
      name={name}
      namespace="pilot"
      select
      label={t(`fields.${name}`)}
      required={name === "fleet"}
      helperText={helper}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );

  const date = (name: DateName) => (
    <FormDateField control={control} name={name} namespace="pilot" label={t(`fields.${name}`)} />
  );

  const none = { value: "", label: t("ratings.none") };
  return (
    <>
      <FormSection title={t("sections.account")}>
        {text("crew_code", { required: true })}
        {text("full_name", { required: true })}
        {mode === "create" ? (
          <>
            <FormTextField
              control={control}
              name="email"
              namespace="pilot"
              label={t("fields.email")}
              type="email"
              required
              autoComplete="off"
              helperText={t("hints.email")}
            />
            <FormTextField
              control={control}
              name="password"
              namespace="pilot"
              label={t("fields.password")}
              type="password"
              autoComplete="new-password"
              helperText={t("hints.password")}
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
        {text("seniority_point", { inputMode: "decimal" })}
        {date("first_flight_date")}
        {date("joining_date")}
      </FormSection>
      <FormSection title={t("sections.contact")}>
        {text("phone_number", { inputMode: "tel" })}
        {date("date_of_birth")}
        {text("identify_number", { inputMode: "numeric" })}
        {text("passport_number")}
        {text("caav_number")}
      </FormSection>
      <FormSection title={t("sections.training")}>
        {text("base_month")}
        {text("line_check_month")}
        {text("google_form_link", { inputMode: "url" })}
      </FormSection>
    </>
  );
}
