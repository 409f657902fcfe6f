import Box from "@mui/material/Box";
import { isFlightCheck, isPhaseCheck, type TrainingFlightDetail } from "@trms/shared";
import { useEffect, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSubmitBar } from "../../../components/form/form-submit-bar";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { SignaturesSection } from "../../../components/training-record/signatures";
import { FlightCheckSection, PhaseReportSection } from "./check-sections";
import { ReportSection } from "./closing-sections";
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
  /** Told the form's values as they are typed (a new record's draft kept on the device). */
  onValuesChange?: (values: TrainingFlightFormValues) => void;
  /** Sends the form; the progress callback drives the upload bar. */
  onSubmit: (values: TrainingFlightFormValues, onProgress: (fraction: number) => void) => Promise<void>;
}

/** API paths a failure may name that have no field on the form: those are said in a notice. */
const NOT_ON_FORM = new Set(["", "id", "pilot_id", "instructor_id"]);

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
  // useWatch, not form.watch: the form re-renders when the type changes, not on every field.
  const type = useWatch({ control: form.control, name: "flight_type" });
  const { onValuesChange } = props;
  useEffect(() => {
    if (!onValuesChange) return;
    // A subscription, not a render per keystroke: the values go out as they change.
    const watching = form.watch(() => onValuesChange(form.getValues()));
    return () => watching.unsubscribe();
  }, [form, onValuesChange]);

  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      setProgress(0);
      try {
        await props.onSubmit(values, setProgress);
      } finally {
        setProgress(null);
      }
    },
    {
      // Field messages land on their fields (criteria comments, sectors, files); the rest is a notice.
      serverFields: (path) => !NOT_ON_FORM.has(path),
      pathOf: formPathOf,
      onInvalid: (errors: FieldErrors<TrainingFlightFormValues>) => {
        // The sector list's own message has no input to focus, so bring it into view.
        if (errors.sectors?.root)
          document.getElementById("sectors-anchor")?.scrollIntoView({ block: "center" });
      },
    },
  );
  const guard = useLeaveGuard(!readOnly && form.formState.isDirty && !pending);

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
        <FormSubmitBar
          progress={progress}
          pending={pending}
          submitLabel={props.submitLabel}
          cancelLabel={t("actions.cancel")}
          onCancel={() => {
            guard.release();
            props.onCancel();
          }}
        />
      )}
      {guard.dialog}
    </Box>
  );
}
