import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { TrainingRecordDetailBase } from "@trms/shared";
import { type ReactNode, useId, useState } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../form/date-field";
import { useErrorText } from "../form/errors";
import { FileField } from "../form/file-field";
import { FormSubmitBar } from "../form/form-submit-bar";
import { useLeaveGuard } from "../form/leave-guard";
import { useFormSubmit } from "../form/use-form-submit";
import { SignaturesSection } from "./signatures";

interface RecordFormFrameProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  readOnly: boolean;
  /** The instructor who signs: the signed-in instructor before the record exists. */
  instructor: string;
  detail?: TrainingRecordDetailBase;
  /** API paths shown on the form: a server failure naming one lands on its field. */
  serverFields: readonly string[];
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: Values, onProgress: (fraction: number) => void) => Promise<void>;
  children: ReactNode;
}

/**
 * The frame of the base training, theory test and progress theory forms: their sections, the
 * signatures, and (when writing) Save/Cancel with the upload's progress and the leave guard.
 */
export function RecordFormFrame<Values extends FieldValues>(props: RecordFormFrameProps<Values>) {
  const { t } = useTranslation("training-record");
  const { form, readOnly } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      setProgress(0);
      try {
        await props.onSubmit(values as Values, setProgress);
      } finally {
        setProgress(null);
      }
    },
    { serverFields: props.serverFields },
  );
  const guard = useLeaveGuard(!readOnly && form.formState.isDirty && !pending);
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      {props.children}
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

/** Trainee and instructor (shown), and the record's date (required). */
export function RecordPeopleFields<Values extends FieldValues>({
  form,
  readOnly,
  trainee,
  instructor,
  dateName,
  dateLabel,
}: {
  form: UseFormReturn<Values>;
  readOnly: boolean;
  trainee: string;
  /** The instructor's name, or the form's own instructor field. */
  instructor: string | ReactNode;
  dateName: Path<Values>;
  dateLabel: string;
}) {
  const { t } = useTranslation("training-record");
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" } }}
    >
      <TextField label={t("fields.trainee")} value={trainee} slotProps={{ input: { readOnly: true } }} />
      {typeof instructor === "string" ? (
        <TextField
          label={t("fields.instructor")}
          value={instructor}
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        instructor
      )}
      <FormDateField control={form.control} name={dateName} label={dateLabel} required readOnly={readOnly} />
    </Box>
  );
}

/** Pass or fail, which the instructor must choose ("" until then). */
export function ResultField<Values extends FieldValues>({
  form,
  name,
  readOnly,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("training-record");
  const errorText = useErrorText();
  const labelId = useId();
  if (readOnly) {
    const value = form.getValues(name);
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t("fields.result")}
        </Typography>
        <Chip
          aria-describedby={labelId}
          color={value === "true" ? "success" : value === "false" ? "error" : "default"}
          label={t(value === "true" ? "result.pass" : value === "false" ? "result.fail" : "result.none")}
        />
      </Box>
    );
  }
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{t("fields.result")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel
              value="true"
              control={<Radio slotProps={{ input: { ref: field.ref } }} />}
              label={t("result.pass")}
            />
            <FormControlLabel value="false" control={<Radio />} label={t("result.fail")} />
            {/* part1 §5 requires no result: a record may be kept before it is decided. */}
            <FormControlLabel value="" control={<Radio />} label={t("result.none")} />
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{errorText(fieldState.error)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/** The report PDF (required, at most 30 MB), or the record's stored one to open. */
export function ReportField<Values extends FieldValues>({
  form,
  name,
  readOnly,
  existingUrl,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  readOnly: boolean;
  existingUrl?: string | null;
}) {
  const { t } = useTranslation("training-record");
  const errorText = useErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileField
          label={t("fields.report")}
          required
          value={field.value}
          existingUrl={existingUrl}
          onChange={(next) => {
            field.onChange(next);
            if (form.formState.isSubmitted) void form.trigger(name);
          }}
          error={errorText(fieldState.error)}
          readOnly={readOnly}
        />
      )}
    />
  );
}
