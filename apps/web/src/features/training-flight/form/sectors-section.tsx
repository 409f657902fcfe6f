import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { SECTOR_ROLES, SECTOR_TIMES } from "@trms/shared";
import { Controller, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AirportField } from "../../../components/form/airport-field";
import { FormDateField } from "../../../components/form/date-field";
import { useErrorText } from "../../../components/form/errors";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { airportListQuery } from "../../../components/training-record/api";
import { formatDate } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";
import { newSector, type TrainingFlightFormValues } from "./form-values";

interface SectorsSectionProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  readOnly: boolean;
}

/** Sector rows: a grid of six fields on a desktop, stacked pairs on a phone. */
export function SectorsSection({ form, readOnly }: SectorsSectionProps) {
  const { t } = useTranslation("training-flight");
  const errorText = useErrorText("training-flight");
  const numbers = useNumbers();
  // The sector's own `id` is data (1…n), so the array's React key lives elsewhere.
  const sectors = useFieldArray({ control: form.control, name: "sectors", keyName: "key" });
  const airports = useQuery({ ...airportListQuery(), enabled: !readOnly });
  const errors = form.formState.errors.sectors;
  // Only the read-only view shows the values; an editable form does not re-render on each key.
  const rows = useWatch({ control: form.control, name: "sectors", disabled: !readOnly });

  if (readOnly) {
    return (
      <SectionCard title={t("form.sections.sectors")}>
        <Box sx={{ display: "grid", gap: 1 }}>
          {rows.map((sector) => (
            <Box
              key={sector.id}
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr 1fr", md: "auto 1.2fr 1.6fr 1fr 1fr 1fr" },
                gap: { xs: 0.5, md: 2 },
                alignItems: "center",
                p: 1.5,
                borderRadius: 1.5,
                bgcolor: "grey.50",
              }}
            >
              <Typography sx={{ fontWeight: 600, gridColumn: { xs: "1 / -1", md: "auto" } }}>
                {t("form.sector_n", { n: sector.id })}
              </Typography>
              <Typography>{formatDate(sector.date_of_sector)}</Typography>
              <Typography sx={{ fontWeight: 500 }}>
                {sector.departure} → {sector.destination}
              </Typography>
              <Typography>
                {t("form.hours", { value: numbers.reformat(sector.flight_time || "0") })}
              </Typography>
              <Typography>{t(`form.time_of_day.${sector.night_or_day}`)}</Typography>
              <Typography>{sector.pf_pm}</Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    );
  }

  const lastId = () => Math.max(0, ...form.getValues("sectors").map((s) => s.id));
  return (
    <SectionCard
      title={t("form.sections.sectors")}
      subtitle={t("form.sectors_hint")}
      action={
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          size="small"
          onClick={() => sectors.append(newSector(lastId() + 1))}
        >
          {t("actions.add_sector")}
        </Button>
      }
    >
      {errors?.root ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(errors.root)}
        </Alert>
      ) : null}
      <Box sx={{ display: "grid", gap: 2 }}>
        {sectors.fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const name = t("form.sector_n", { n: field.id });
          return (
            <Box
              key={field.key}
              role="group"
              aria-label={name}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: { xs: 1.5, sm: 2 } }}
            >
              <Box sx={{ display: "flex", alignItems: "center", mb: 1.5 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{name}</Typography>
                {sectors.fields.length > 1 ? (
                  <IconButton
                    aria-label={t("actions.remove_sector", { n: field.id })}
                    onClick={() => sectors.remove(index)}
                    size="small"
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
              <Box
                sx={{
                  display: "grid",
                  gap: 2,
                  gridTemplateColumns: {
                    xs: "1fr 1fr",
                    sm: "repeat(3, minmax(0, 1fr))",
                    xl: "1.4fr 1fr 1fr 1fr 0.8fr 0.8fr",
                  },
                  "& > .span-phone": { gridColumn: { xs: "1 / -1", sm: "auto" } },
                }}
              >
                <Box className="span-phone">
                  <FormDateField
                    control={form.control}
                    name={`sectors.${index}.date_of_sector`}
                    namespace="training-flight"
                    label={t("fields.date_of_sector")}
                    required
                  />
                </Box>
                {(["departure", "destination"] as const).map((end) => (
                  <Controller
                    key={end}
                    control={form.control}
                    name={`sectors.${index}.${end}`}
                    render={({ field: airport }) => (
                      <AirportField
                        label={t(`fields.${end}`)}
                        required
                        airports={airports.data ?? []}
                        loading={airports.isLoading}
                        value={airport.value}
                        onChange={airport.onChange}
                        onBlur={airport.onBlur}
                        inputRef={airport.ref}
                        error={errorText(rowErrors?.[end])}
                      />
                    )}
                  />
                ))}
                <FormTextField
                  control={form.control}
                  name={`sectors.${index}.flight_time`}
                  namespace="training-flight"
                  label={t("fields.flight_time")}
                  required
                  // Typed as the language writes numbers ("1,5" in Vietnamese), not a browser number box.
                  slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }}
                  helperText={t("form.flight_time_hint", { example: numbers.format(1.5) })}
                />
                <Controller
                  control={form.control}
                  name={`sectors.${index}.night_or_day`}
                  render={({ field: { ref, ...select } }) => (
                    <TextField select required label={t("fields.night_or_day")} {...select} inputRef={ref}>
                      {SECTOR_TIMES.map((time) => (
                        <MenuItem key={time} value={time}>
                          {t(`form.time_of_day.${time}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={form.control}
                  name={`sectors.${index}.pf_pm`}
                  render={({ field: { ref, ...select } }) => (
                    <TextField select required label={t("fields.pf_pm")} {...select} inputRef={ref}>
                      {SECTOR_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {role}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
