import Box from "@mui/material/Box";
import { COMMENT_MAX, type TrainingFlightDetail } from "@trms/shared";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../components/form/errors";
import { FileField } from "../../../components/form/file-field";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import type { TrainingFlightFormValues } from "./form-values";

interface ClosingProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  readOnly: boolean;
  detail?: TrainingFlightDetail;
}

/** The report file (required), comments and the notice to the next instructor. */
export function ReportSection({ form, readOnly, detail }: ClosingProps) {
  const { t } = useTranslation("training-flight");
  const errorText = useErrorText("training-flight");
  const errors = form.formState.errors;
  return (
    <SectionCard title={t("form.sections.report")}>
      <Box sx={{ display: "grid", gap: 2 }}>
        <Controller
          control={form.control}
          name="files.report"
          render={({ field: file }) => (
            <FileField
              label={t("fields.report_file")}
              required
              value={file.value}
              existingUrl={detail?.report}
              onChange={(next) => {
                file.onChange(next);
                if (form.formState.isSubmitted) void form.trigger("files.report");
              }}
              error={errorText(errors.files?.report as never)}
              readOnly={readOnly}
            />
          )}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <FormTextField
            control={form.control}
            name="comments"
            namespace="training-flight"
            label={t("fields.comments")}
            multiline
            minRows={3}
            readOnly={readOnly}
            max={COMMENT_MAX}
          />
          <FormTextField
            control={form.control}
            name="notice_to_next_instructor"
            namespace="training-flight"
            label={t("fields.notice_to_next_instructor")}
            multiline
            minRows={3}
            readOnly={readOnly}
            max={COMMENT_MAX}
          />
        </Box>
      </Box>
    </SectionCard>
  );
}
