import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  BASE_TRAINING_SCORES,
  type BaseTrainingDetail,
  FULL_STOP_MAX,
  GO_AROUND_MAX,
  OTHERS_CRITERIA_MAX,
  RECORD_COMMENT_MAX,
  TOUCH_AND_GO_MAX,
} from "@trms/shared";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AirportField } from "../../../components/form/airport-field";
import { useErrorText } from "../../../components/form/errors";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { airportListQuery } from "../../../components/training-record/api";
import {
  RecordFormFrame,
  RecordPeopleFields,
  ReportField,
  ResultField,
} from "../../../components/training-record/record-form";
import { ScorePicker } from "../../../components/training-record/score-picker";
import { BASE_TRAINING_FIELDS, type BaseTrainingFormValues, baseTrainingResolver } from "./form-values";

interface BaseTrainingFormProps {
  initial: BaseTrainingFormValues;
  pilotId: number;
  readOnly: boolean;
  trainee: string;
  instructor: string;
  detail?: BaseTrainingDetail;
  onCancel?: () => void;
  onSubmit?: (values: BaseTrainingFormValues, onProgress: (fraction: number) => void) => Promise<void>;
}

const range = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);
const COUNTS = [
  { name: "go_around", max: GO_AROUND_MAX },
  { name: "touch_and_go", max: TOUCH_AND_GO_MAX },
  { name: "full_stop", max: FULL_STOP_MAX },
] as const;

/** The BASE TRAINING form of part1 §2 (create, or read-only on the detail screen). */
export function BaseTrainingForm(props: BaseTrainingFormProps) {
  const { t } = useTranslation("base-training");
  const { readOnly } = props;
  const form = useForm<BaseTrainingFormValues>({
    defaultValues: props.initial,
    resolver: baseTrainingResolver(props.pilotId),
    shouldFocusError: true,
  });
  const errorText = useErrorText();
  const airports = useQuery({ ...airportListQuery(), enabled: !readOnly });

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      instructor={props.instructor}
      detail={props.detail}
      serverFields={BASE_TRAINING_FIELDS}
      submitLabel={t("actions.save")}
      onCancel={() => props.onCancel?.()}
      onSubmit={async (values, onProgress) => props.onSubmit?.(values, onProgress)}
    >
      <SectionCard title={t("form.sections.flight")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <RecordPeopleFields
            form={form}
            readOnly={readOnly}
            trainee={props.trainee}
            instructor={props.instructor}
            dateName="date_of_flight"
            dateLabel={t("fields.date_of_flight")}
          />
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr 1fr", md: "1.4fr 1fr 1fr 1fr 1fr" },
              alignItems: "start",
            }}
          >
            <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
              {readOnly ? (
                <TextField
                  fullWidth
                  label={t("fields.airport")}
                  value={form.getValues("airport")}
                  slotProps={{ input: { readOnly: true } }}
                />
              ) : (
                <Controller
                  control={form.control}
                  name="airport"
                  render={({ field, fieldState }) => (
                    <AirportField
                      label={t("fields.airport")}
                      airports={airports.data ?? []}
                      loading={airports.isLoading}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={errorText(fieldState.error)}
                    />
                  )}
                />
              )}
            </Box>
            {COUNTS.map(({ name, max }) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    select
                    label={t(`fields.${name}`)}
                    {...field}
                    inputRef={ref}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error)}
                    slotProps={{ input: { readOnly } }}
                  >
                    {range(max).map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ))}
            <FormTextField
              control={form.control}
              name="flight_time"
              label={t("fields.flight_time")}
              helperText={readOnly ? undefined : t("form.hours_hint")}
              readOnly={readOnly}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
          </Box>
        </Box>
      </SectionCard>
      <SectionCard title={t("form.sections.scores")} subtitle={readOnly ? undefined : t("form.scores_hint")}>
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {BASE_TRAINING_SCORES.map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <Box
                  sx={{
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    flexWrap: "wrap",
                    gap: 1,
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: "divider",
                  }}
                >
                  <Typography sx={{ fontWeight: 500, flex: "1 1 220px" }}>{t(`scores.${key}`)}</Typography>
                  {readOnly ? (
                    <ScoreValue score={field.value} />
                  ) : (
                    <ScorePicker label={t(`scores.${key}`)} value={field.value} onChange={field.onChange} />
                  )}
                </Box>
              )}
            />
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={t("form.sections.others")} subtitle={readOnly ? undefined : t("form.others_hint")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
          <FormTextField
            control={form.control}
            name="others.criteria"
            label={t("fields.others_criteria")}
            readOnly={readOnly}
            max={OTHERS_CRITERIA_MAX}
          />
          <Controller
            control={form.control}
            name="others.point"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                select
                label={t("fields.others_point")}
                {...field}
                inputRef={ref}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error)}
                slotProps={{ input: { readOnly } }}
              >
                <MenuItem value="">—</MenuItem>
                {[1, 2, 3, 4, 5].map((n) => (
                  <MenuItem key={n} value={String(n)}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
      </SectionCard>
      <SectionCard title={t("form.sections.result")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <ResultField form={form} name="result" readOnly={readOnly} />
          <FormTextField
            control={form.control}
            name="comments"
            label={t("fields.comments")}
            multiline
            minRows={3}
            readOnly={readOnly}
            max={RECORD_COMMENT_MAX}
          />
          <ReportField form={form} name="report" readOnly={readOnly} existingUrl={props.detail?.report} />
        </Box>
      </SectionCard>
    </RecordFormFrame>
  );
}

function ScoreValue({ score }: { score: number }) {
  const { t } = useTranslation("training-record");
  return (
    <Typography sx={{ fontWeight: 600, color: score <= 2 ? "error.main" : undefined }}>
      {score === 6 ? t("scores.not_applicable") : score}
    </Typography>
  );
}
