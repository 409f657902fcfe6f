import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  PROGRESS_THEORY_COMMENTS,
  type ProgressTheoryDetail,
  progressTheoryPassed,
  RECORD_COMMENT_MAX,
} from "@trms/shared";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../components/form/errors";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import {
  RecordFormFrame,
  RecordPeopleFields,
  ReportField,
} from "../../../components/training-record/record-form";
import { ScorePicker } from "../../../components/training-record/score-picker";
import { PROGRESS_THEORY_FIELDS, type ProgressTheoryFormValues, progressTheoryResolver } from "./form-values";

interface ProgressTheoryFormProps {
  initial: ProgressTheoryFormValues;
  pilotId: number;
  readOnly: boolean;
  trainee: string;
  /** The instructors the select offers: the signed-in instructor, or the record's. */
  instructors: { id: number; full_name: string }[];
  instructor: string;
  detail?: ProgressTheoryDetail;
  onCancel?: () => void;
  onSubmit?: (values: ProgressTheoryFormValues, onProgress: (fraction: number) => void) => Promise<void>;
}

/** The PROGRESS CHECK (THEORY) form of part1 §2: the 8 comments, overall performance and the report. */
export function ProgressTheoryForm(props: ProgressTheoryFormProps) {
  const { t } = useTranslation("progress-theory");
  const { t: tr } = useTranslation("training-record");
  const { readOnly } = props;
  const errorText = useErrorText();
  const form = useForm<ProgressTheoryFormValues>({
    defaultValues: props.initial,
    resolver: progressTheoryResolver(props.pilotId),
    shouldFocusError: true,
  });
  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      instructor={props.instructor}
      detail={props.detail}
      serverFields={PROGRESS_THEORY_FIELDS}
      submitLabel={t("actions.save")}
      onCancel={() => props.onCancel?.()}
      onSubmit={async (values, onProgress) => props.onSubmit?.(values, onProgress)}
    >
      <SectionCard title={t("form.sections.test")}>
        <RecordPeopleFields
          form={form}
          readOnly={readOnly}
          trainee={props.trainee}
          dateName="date_of_test"
          dateLabel={t("fields.date_of_test")}
          instructor={
            <Controller
              control={form.control}
              name="instructor_id"
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  select
                  required={!readOnly}
                  label={t("fields.instructor")}
                  {...field}
                  inputRef={ref}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error)}
                  slotProps={{ input: { readOnly } }}
                >
                  <MenuItem value="">—</MenuItem>
                  {props.instructors.map((instructor) => (
                    <MenuItem key={instructor.id} value={String(instructor.id)}>
                      {instructor.full_name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          }
        />
      </SectionCard>
      <SectionCard title={t("form.sections.comments")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {PROGRESS_THEORY_COMMENTS.map(({ key }) => (
            <FormTextField
              key={key}
              control={form.control}
              name={key}
              label={t(`comments.${key}`)}
              required
              multiline
              minRows={2}
              readOnly={readOnly}
              max={RECORD_COMMENT_MAX}
            />
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={t("form.sections.result")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <Controller
            control={form.control}
            name="overall_performance"
            render={({ field }) => (
              <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
                <Typography sx={{ fontWeight: 500 }}>{t("fields.overall_performance")}</Typography>
                {readOnly ? (
                  <Typography sx={{ fontWeight: 600 }}>{field.value}</Typography>
                ) : (
                  <ScorePicker
                    label={t("fields.overall_performance")}
                    value={field.value}
                    onChange={field.onChange}
                    scores={[1, 2, 3, 4, 5]}
                  />
                )}
                {readOnly ? (
                  <Chip
                    color={progressTheoryPassed(field.value) ? "success" : "error"}
                    label={progressTheoryPassed(field.value) ? tr("result.pass") : tr("result.fail")}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {progressTheoryPassed(field.value) ? t("form.passes") : t("form.fails")}
                  </Typography>
                )}
              </Box>
            )}
          />
          <ReportField form={form} name="report" readOnly={readOnly} existingUrl={props.detail?.report} />
        </Box>
      </SectionCard>
    </RecordFormFrame>
  );
}
