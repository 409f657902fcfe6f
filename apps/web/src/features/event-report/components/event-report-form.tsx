import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import {
  createEventReportSchema,
  EVENT_REPORT_MAX_PILOTS,
  EVENT_REPORT_MIN_PILOTS,
  type EventReport,
  TEXT_MAX,
  updateEventReportSchema,
} from "@trms/shared";
import { useState } from "react";
import { Controller, type FieldError, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateTimeField } from "../../../components/form/date-time-field";
import { useErrorText } from "../../../components/form/errors";
import { FormSubmitBar } from "../../../components/form/form-submit-bar";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import {
  type AttachmentsValue,
  attachmentsPayload,
  emptyAttachments,
  MultiFileField,
} from "../../../components/form/multi-file-field";
import { schemaResolver } from "../../../components/form/resolver";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { type PickedPilot, PilotPicker } from "../../../components/training-record/pilot-picker";
import { useNumbers } from "../../../lib/use-numbers";
import type { EventReportPayload } from "../api";

export interface EventReportFormValues {
  date_of_occurence: string;
  flight_number: string;
  aircraft_registration: string;
  sector: string;
  content: string;
  note: string;
  pilots: { pilot: PickedPilot | null; minus_point: string }[];
  files: AttachmentsValue;
}

const EMPTY_PILOT = { pilot: null, minus_point: "" };

type NumberText = ReturnType<typeof useNumbers>;

export function formValuesOf(numbers: NumberText, report?: EventReport): EventReportFormValues {
  if (!report)
    return {
      date_of_occurence: "",
      flight_number: "",
      aircraft_registration: "",
      sector: "",
      content: "",
      note: "",
      pilots: [EMPTY_PILOT, EMPTY_PILOT],
      files: emptyAttachments(),
    };
  return {
    date_of_occurence: report.date_of_occurence,
    flight_number: report.flight_number,
    aircraft_registration: report.aircraft_registration ?? "",
    sector: report.sector,
    content: report.content,
    note: report.note ?? "",
    pilots: report.pilots.map((pilot) => ({
      pilot: { id: pilot.pilot_id, crew_code: pilot.crew_code, full_name: pilot.full_name },
      minus_point: numbers.toInput(pilot.minus_point),
    })),
    files: emptyAttachments(report.files),
  };
}

/** The body the API takes: minus points typed in the user's language (2,5 in Vietnamese) are sent as 2.5. */
function payloadOf(numbers: NumberText, values: EventReportFormValues, id?: number): EventReportPayload {
  return {
    ...(id ? { id } : {}),
    date_of_occurence: values.date_of_occurence,
    flight_number: values.flight_number,
    aircraft_registration: values.aircraft_registration,
    sector: values.sector,
    content: values.content,
    note: values.note,
    pilots: values.pilots.map((row) => ({
      pilot_id: row.pilot?.id ?? "",
      minus_point: numbers.toApi(row.minus_point),
    })),
    ...(id ? attachmentsPayload(values.files).fields : {}),
  };
}

const SERVER_FIELDS = (path: string) =>
  [
    "date_of_occurence",
    "flight_number",
    "aircraft_registration",
    "sector",
    "content",
    "note",
    "pilots",
  ].includes(path) || /^pilots\.\d+\.(pilot_id|minus_point)$/.test(path);

/** A server path on a pilot row's id lands on its picker. */
const pathOf = (path: string) => path.replace(/^pilots\.(\d+)\.pilot_id$/, "pilots.$1.pilot");

interface EventReportFormProps {
  report?: EventReport;
  readOnly: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSaved: (report: EventReport) => void;
  save: (
    payload: EventReportPayload,
    files: File[],
    onProgress: (fraction: number) => void,
  ) => Promise<EventReport>;
}

/** The event report form (part2 §5): occurrence, flight, content, and 2 or more pilots with minus points. */
export function EventReportForm({
  report,
  readOnly,
  submitLabel,
  onCancel,
  onSaved,
  save,
}: EventReportFormProps) {
  const { t } = useTranslation("event-report");
  const errorText = useErrorText("event-report");
  const numbers = useNumbers();
  const form = useForm<EventReportFormValues>({
    defaultValues: formValuesOf(numbers, report),
    resolver: schemaResolver<EventReportFormValues>(
      report ? updateEventReportSchema : createEventReportSchema,
      {
        toInput: (values) => payloadOf(numbers, values, report?.id),
        pathOf,
      },
    ),
  });
  const pilots = useFieldArray({ control: form.control, name: "pilots" });
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      setProgress(0);
      try {
        onSaved(await save(payloadOf(numbers, values, report?.id), values.files.added, setProgress));
      } finally {
        setProgress(null);
      }
    },
    { serverFields: SERVER_FIELDS, pathOf },
  );
  const guard = useLeaveGuard(!readOnly && form.formState.isDirty && !pending);
  const pilotsError = form.formState.errors.pilots as (FieldError & { root?: FieldError }) | undefined;
  const listError = errorText(pilotsError?.root ?? (pilotsError?.message ? pilotsError : undefined));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <SectionCard title={t("form.flight")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <FormDateTimeField
            control={form.control}
            name="date_of_occurence"
            label={t("fields.date_of_occurence")}
            namespace="event-report"
            required
            readOnly={readOnly}
            disableFuture
          />
          <FormTextField
            control={form.control}
            name="flight_number"
            label={t("fields.flight_number")}
            namespace="event-report"
            required
            readOnly={readOnly}
            max={TEXT_MAX}
          />
          <FormTextField
            control={form.control}
            name="aircraft_registration"
            label={t("fields.aircraft_registration")}
            namespace="event-report"
            readOnly={readOnly}
            max={TEXT_MAX}
          />
          <FormTextField
            control={form.control}
            name="sector"
            label={t("fields.sector")}
            namespace="event-report"
            required
            readOnly={readOnly}
            max={TEXT_MAX}
          />
        </Box>
      </SectionCard>
      <SectionCard
        title={t("form.pilots")}
        subtitle={t("form.pilots_hint", { min: EVENT_REPORT_MIN_PILOTS })}
        action={
          readOnly ? null : (
            <Button
              startIcon={<AddIcon />}
              onClick={() => pilots.append(EMPTY_PILOT)}
              disabled={pilots.fields.length >= EVENT_REPORT_MAX_PILOTS}
            >
              {t("actions.add_pilot")}
            </Button>
          )
        }
      >
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 2 }}>
          {pilots.fields.map((row, index) => (
            <Box
              component="li"
              key={row.id}
              aria-label={t("form.pilot_n", { n: index + 1 })}
              sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}
            >
              <Controller
                control={form.control}
                name={`pilots.${index}.pilot`}
                render={({ field, fieldState }) =>
                  readOnly ? (
                    <TextField
                      label={t("form.pilot_n", { n: index + 1 })}
                      value={field.value ? `${field.value.crew_code} · ${field.value.full_name}` : ""}
                      size="small"
                      sx={{ flex: "1 1 260px", maxWidth: { sm: 360 } }}
                      slotProps={{ input: { readOnly: true } }}
                    />
                  ) : (
                    <PilotPicker
                      value={field.value}
                      label={t("form.pilot_n", { n: index + 1 })}
                      error={errorText(fieldState.error)}
                      onBlur={field.onBlur}
                      onChange={(_id, picked) => field.onChange(picked)}
                    />
                  )
                }
              />
              <FormTextField
                control={form.control}
                name={`pilots.${index}.minus_point`}
                label={t("fields.minus_point")}
                namespace="event-report"
                size="small"
                required
                readOnly={readOnly}
                onBlur={(event) =>
                  form.setValue(`pilots.${index}.minus_point`, numbers.reformat(event.target.value))
                }
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
                sx={{ width: 140 }}
              />
              {readOnly ? null : (
                <IconButton
                  aria-label={t("actions.remove_pilot", { n: index + 1 })}
                  onClick={() => pilots.remove(index)}
                  disabled={pilots.fields.length <= 1}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
        {listError ? (
          <FormHelperText error role="alert" sx={{ mt: 1 }}>
            {listError}
          </FormHelperText>
        ) : null}
      </SectionCard>
      <SectionCard title={t("form.event")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <FormTextField
            control={form.control}
            name="content"
            label={t("fields.content")}
            namespace="event-report"
            required
            multiline
            minRows={3}
            readOnly={readOnly}
            max={TEXT_MAX}
          />
          <FormTextField
            control={form.control}
            name="note"
            label={t("fields.note")}
            namespace="event-report"
            multiline
            minRows={2}
            readOnly={readOnly}
            max={TEXT_MAX}
          />
        </Box>
      </SectionCard>
      <SectionCard title={t("form.files")}>
        <Controller
          control={form.control}
          name="files"
          render={({ field, fieldState }) => (
            <MultiFileField
              label={t("fields.files")}
              value={field.value}
              onChange={field.onChange}
              progress={progress}
              readOnly={readOnly}
              error={errorText(fieldState.error)}
            />
          )}
        />
      </SectionCard>
      {readOnly ? null : (
        <FormSubmitBar
          progress={progress}
          pending={pending}
          submitLabel={submitLabel}
          cancelLabel={t("actions.cancel")}
          onCancel={() => {
            guard.release();
            onCancel();
          }}
        />
      )}
      {guard.dialog}
    </Box>
  );
}
