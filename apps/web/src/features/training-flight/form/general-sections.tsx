import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { COMMENT_MAX, FLIGHT_TYPES } from "@trms/shared";
import { useId } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AirportField } from "../../../components/form/airport-field";
import { useErrorText } from "../../../components/form/errors";
import { muiRegister } from "../../../components/form/register";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { airportListQuery } from "../../../components/training-record/api";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import type { TrainingFlightFormValues } from "./form-values";

interface SectionProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  readOnly: boolean;
}

/** Trainee, instructor and flight type. */
export function GeneralSection({
  form,
  readOnly,
  trainee,
  instructor,
}: SectionProps & { trainee: string; instructor: string }) {
  const { t } = useTranslation("training-flight");
  const labels = useTrainingFlightLabels();
  return (
    <SectionCard title={t("form.sections.general")}>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" } }}
      >
        <TextField label={t("fields.trainee")} value={trainee} slotProps={{ input: { readOnly: true } }} />
        <TextField
          label={t("fields.instructor")}
          value={instructor}
          slotProps={{ input: { readOnly: true } }}
        />
        <Controller
          control={form.control}
          name="flight_type"
          render={({ field: { ref, ...field } }) => (
            <TextField
              select
              required={!readOnly}
              label={t("fields.flight_type")}
              {...field}
              inputRef={ref}
              onChange={(event) => field.onChange(Number(event.target.value))}
              slotProps={{ input: { readOnly } }}
            >
              {FLIGHT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {labels.flightType(type)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
    </SectionCard>
  );
}

/** Autoland (place, runway, result), recommendation and grounded. */
export function AutolandSection({ form, readOnly }: SectionProps) {
  const { t } = useTranslation("training-flight");
  const errorText = useErrorText("training-flight");
  const field = muiRegister(form.register);
  const airports = useQuery({ ...airportListQuery(), enabled: !readOnly });
  const resultId = useId();
  const place = useWatch({ control: form.control, name: "autoland.autoland_at" });
  const recommendation = useWatch({ control: form.control, name: "recommendation" });
  const errors = form.formState.errors;

  return (
    <SectionCard title={t("form.sections.autoland")}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1.2fr" },
          alignItems: "start",
        }}
      >
        {readOnly ? (
          <TextField
            label={t("fields.autoland_at")}
            value={place || "—"}
            slotProps={{ input: { readOnly: true } }}
          />
        ) : (
          <Controller
            control={form.control}
            name="autoland.autoland_at"
            render={({ field: airport }) => (
              <AirportField
                label={t("fields.autoland_at")}
                airports={airports.data ?? []}
                loading={airports.isLoading}
                value={airport.value}
                onChange={airport.onChange}
                onBlur={airport.onBlur}
                inputRef={airport.ref}
                error={errorText(errors.autoland?.autoland_at)}
              />
            )}
          />
        )}
        {readOnly ? (
          <>
            <TextField
              label={t("fields.runway")}
              value={form.getValues("autoland.runway") || "—"}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              label={t("fields.autoland_result")}
              value={
                place
                  ? t(
                      form.getValues("autoland.autoland_result") === "0"
                        ? "form.autoland_failed"
                        : "form.autoland_success",
                    )
                  : "—"
              }
              slotProps={{ input: { readOnly: true } }}
            />
          </>
        ) : (
          <>
            <TextField
              label={t("fields.runway")}
              {...field("autoland.runway")}
              disabled={!place}
              slotProps={{ htmlInput: { maxLength: 10 } }}
              error={Boolean(errors.autoland?.runway)}
              helperText={errorText(errors.autoland?.runway) ?? (place ? undefined : t("form.autoland_hint"))}
            />
            <Box>
              <Typography id={resultId} variant="body2" color="text.secondary">
                {t("fields.autoland_result")}
              </Typography>
              <Controller
                control={form.control}
                name="autoland.autoland_result"
                render={({ field: radio }) => (
                  <RadioGroup
                    row
                    aria-labelledby={resultId}
                    value={radio.value}
                    onChange={(event) => radio.onChange(event.target.value)}
                  >
                    <FormControlLabel
                      value="1"
                      control={<Radio />}
                      label={t("form.autoland_success")}
                      disabled={!place}
                    />
                    <FormControlLabel
                      value="0"
                      control={<Radio />}
                      label={t("form.autoland_failed")}
                      disabled={!place}
                    />
                  </RadioGroup>
                )}
              />
            </Box>
          </>
        )}
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "1fr 2fr" },
          mt: 2,
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid" }}>
          <Controller
            control={form.control}
            name="recommendation"
            render={({ field: toggle }) => (
              <FormControlLabel
                label={t("fields.recommendation")}
                control={
                  <Switch
                    checked={toggle.value}
                    onChange={(event) => toggle.onChange(event.target.checked)}
                    disabled={readOnly}
                  />
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="grounded"
            render={({ field: toggle }) => (
              <FormControlLabel
                label={t("fields.grounded")}
                control={
                  <Switch
                    color="error"
                    checked={toggle.value}
                    onChange={(event) => toggle.onChange(event.target.checked)}
                    disabled={readOnly}
                  />
                }
              />
            )}
          />
        </Box>
        {recommendation ? (
          <FormTextField
            control={form.control}
            name="recommendation_value"
            namespace="training-flight"
            label={t("fields.recommendation_value")}
            multiline
            minRows={2}
            readOnly={readOnly}
            max={COMMENT_MAX}
          />
        ) : null}
      </Box>
    </SectionCard>
  );
}
