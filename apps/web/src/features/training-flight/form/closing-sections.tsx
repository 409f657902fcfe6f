import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { COMMENT_MAX, type TrainingFlightDetail } from "@trms/shared";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../components/form/errors";
import { FormTextField } from "../../../components/form/text-field";
import { formatDateTime } from "../../../lib/dates";
import { FileField } from "./file-field";
import type { TrainingFlightFormValues } from "./form-values";
import { SectionCard } from "./section-card";

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

function Signature({ label, name, note }: { label: string; name: string | null; note: string }) {
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: 2, minHeight: 96 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{
          fontFamily: "Georgia, 'Times New Roman', serif",
          fontStyle: "italic",
          fontSize: 22,
          color: name ? "primary.dark" : "text.disabled",
          my: 0.5,
        }}
      >
        {name ?? "—"}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}

/** Instructor's signature at creation, trainee's at approval (ADR 0011). */
export function SignaturesSection({
  instructor,
  detail,
}: {
  instructor: string;
  detail?: TrainingFlightDetail;
}) {
  const { t } = useTranslation("training-flight");
  return (
    <SectionCard title={t("form.sections.signatures")}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Signature
          label={t("fields.instructor_signature")}
          name={detail?.instructor_signature ?? instructor}
          note={detail ? formatDateTime(detail.created_at) : t("form.signed_on_save")}
        />
        <Signature
          label={t("fields.trainee_signature")}
          name={detail?.trainee_signature ?? null}
          note={detail?.trainee_approval ? formatDateTime(detail.trainee_approval) : t("status.awaiting")}
        />
      </Box>
    </SectionCard>
  );
}
