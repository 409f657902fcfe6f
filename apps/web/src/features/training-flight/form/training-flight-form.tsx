import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { isFlightCheck, isPhaseCheck, type TrainingFlightDetail } from "@trms/shared";
import { useState } from "react";
import { type FieldErrors, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { FlightCheckSection, PhaseReportSection } from "./check-sections";
import { ReportSection, SignaturesSection } from "./closing-sections";
import { CriteriaSection } from "./criteria-section";
import { formPathOf, type TrainingFlightFormValues } from "./form-values";
import { AutolandSection, GeneralSection } from "./general-sections";
import { trainingFlightResolver } from "./resolver";
import { SectorsSection } from "./sectors-section";

export interface TrainingFlightFormProps {
  initial: TrainingFlightFormValues;
  pilotId: number;
  readOnly: boolean;
  trainee: string;
  instructor: string;
  detail?: TrainingFlightDetail;
  submitLabel: string;
  onCancel: () => void;
  /** Sends the form; the progress callback drives the upload bar. */
  onSubmit: (values: TrainingFlightFormValues, onProgress: (fraction: number) => void) => Promise<void>;
}

/** The training flight form of part1 §2, one card per part, with a sticky Save/Cancel bar. */
export function TrainingFlightForm(props: TrainingFlightFormProps) {
  const { t } = useTranslation("training-flight");
  const { readOnly } = props;
  const form = useForm<TrainingFlightFormValues>({
    defaultValues: props.initial,
    resolver: trainingFlightResolver(props.pilotId, !props.detail?.report),
    shouldFocusError: true,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const type = form.watch("flight_type");

  const submit = form.handleSubmit(
    async (values) => {
      setProgress(0);
      try {
        await props.onSubmit(values, setProgress);
      } catch (error) {
        // The mutation's notification shows the message; field messages also go onto their fields.
        const details = error instanceof ApiError ? error.details : [];
        details.forEach((detail, index) => {
          form.setError(
            formPathOf(detail.path) as Path<TrainingFlightFormValues>,
            { type: "server", message: detail.message },
            { shouldFocus: index === 0 },
          );
        });
      } finally {
        setProgress(null);
      }
    },
    (errors: FieldErrors<TrainingFlightFormValues>) => {
      // The sector list's own message has no input to focus, so bring it into view.
      if (errors.sectors?.root)
        document.getElementById("sectors-anchor")?.scrollIntoView({ block: "center" });
    },
  );

  const busy = form.formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <GeneralSection form={form} readOnly={readOnly} trainee={props.trainee} instructor={props.instructor} />
      <Box id="sectors-anchor">
        <SectorsSection form={form} readOnly={readOnly} />
      </Box>
      <AutolandSection form={form} readOnly={readOnly} />
      <CriteriaSection form={form} readOnly={readOnly} />
      {isPhaseCheck(type) ? (
        <PhaseReportSection form={form} readOnly={readOnly} detail={props.detail} />
      ) : null}
      {isFlightCheck(type) ? (
        <FlightCheckSection form={form} readOnly={readOnly} detail={props.detail} />
      ) : null}
      <ReportSection form={form} readOnly={readOnly} detail={props.detail} />
      <SignaturesSection instructor={props.instructor} detail={props.detail} />
      {readOnly ? null : (
        <Paper
          elevation={6}
          sx={{
            position: { md: "sticky" },
            bottom: { md: 12 },
            zIndex: 2,
            borderRadius: 2,
            px: 2,
            py: 1.5,
            display: "grid",
            gap: 1,
          }}
        >
          {progress !== null ? (
            <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                sx={{ flexGrow: 1 }}
                aria-label={t("form.uploading")}
              />
              <Typography variant="caption" sx={{ minWidth: 40 }}>
                {Math.round(progress * 100)}%
              </Typography>
            </Box>
          ) : null}
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button onClick={props.onCancel} disabled={busy}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {props.submitLabel}
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
