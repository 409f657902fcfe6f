import FlagIcon from "@mui/icons-material/Flag";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { COMMENT_MAX, FlightType, type TrainingFlightDetail } from "@trms/shared";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../components/form/errors";
import { FileField } from "../../../components/form/file-field";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { ScorePicker } from "../../../components/training-record/score-picker";
import type { TrainingFlightFormValues } from "./form-values";

interface CheckSectionProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  readOnly: boolean;
  detail?: TrainingFlightDetail;
}

/** Phase checks (phase one, phase two, pre-final assessment): progress and requirements with comments. */
export function PhaseReportSection({ form, readOnly, detail }: CheckSectionProps) {
  const { t } = useTranslation("training-flight");
  const errorText = useErrorText("training-flight");
  const errors = form.formState.errors;
  const toggles = [
    {
      flag: "phase_report.normal_progress",
      comment: "phase_report.normal_comments",
      label: "normal_progress",
    },
    {
      flag: "phase_report.special_requirements",
      comment: "phase_report.special_comments",
      label: "special_requirements",
    },
  ] as const;

  return (
    <SectionCard title={t("form.sections.phase_report")}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {toggles.map((toggle) => (
          <Box key={toggle.flag} sx={{ display: "grid", gap: 1, alignContent: "start" }}>
            <Controller
              control={form.control}
              name={toggle.flag}
              render={({ field: on }) => (
                <FormControlLabel
                  label={t(`fields.${toggle.label}`)}
                  control={
                    <Switch
                      checked={on.value}
                      onChange={(event) => on.onChange(event.target.checked)}
                      disabled={readOnly}
                    />
                  }
                />
              )}
            />
            <FormTextField
              control={form.control}
              name={toggle.comment}
              namespace="training-flight"
              label={t(`fields.${toggle.label}_comments`)}
              multiline
              minRows={2}
              readOnly={readOnly}
              max={COMMENT_MAX}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Controller
          control={form.control}
          name="files.phase_report"
          render={({ field: file }) => (
            <FileField
              label={t("fields.phase_report_file")}
              value={file.value}
              existingUrl={detail?.phase_report?.report}
              onChange={file.onChange}
              error={errorText(errors.files?.phase_report as never)}
              readOnly={readOnly}
            />
          )}
        />
      </Box>
    </SectionCard>
  );
}

/** Progress and final checks: comments and overall performance; ≤ 2 on a final check needs extra training. */
export function FlightCheckSection({ form, readOnly, detail }: CheckSectionProps) {
  const { t } = useTranslation("training-flight");
  const errorText = useErrorText("training-flight");
  const errors = form.formState.errors;
  const type = useWatch({ control: form.control, name: "flight_type" });
  const overall = useWatch({ control: form.control, name: "flight_check.overall_performance" });
  const extraTraining = type === FlightType.FINAL_CHECK && overall <= 2;

  return (
    <SectionCard
      title={t("form.sections.flight_check")}
      action={
        extraTraining ? (
          <Chip
            icon={<FlagIcon />}
            color="error"
            label={t("form.need_extra_training")}
            sx={{ fontWeight: 600 }}
          />
        ) : null
      }
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
            {t("fields.overall_performance")}
          </Typography>
          {readOnly ? (
            <Chip color={overall <= 2 ? "error" : "primary"} label={overall} sx={{ fontWeight: 600 }} />
          ) : (
            <ScorePicker
              label={t("fields.overall_performance")}
              value={overall}
              scores={[1, 2, 3, 4, 5]}
              onChange={(score) =>
                form.setValue("flight_check.overall_performance", score, { shouldDirty: true })
              }
            />
          )}
        </Box>
        <FormTextField
          control={form.control}
          name="flight_check.comments"
          namespace="training-flight"
          label={t("fields.check_comments")}
          multiline
          minRows={3}
          readOnly={readOnly}
          max={COMMENT_MAX}
        />
        <Controller
          control={form.control}
          name="files.flight_check"
          render={({ field: file }) => (
            <FileField
              label={t("fields.flight_check_file")}
              value={file.value}
              existingUrl={detail?.flight_check?.report}
              onChange={file.onChange}
              error={errorText(errors.files?.flight_check as never)}
              readOnly={readOnly}
            />
          )}
        />
      </Box>
    </SectionCard>
  );
}
