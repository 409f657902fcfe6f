import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { can, isInstructor, LINE_CHECK_TEXT_MAX, type SessionUser } from "@trms/shared";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "../../../components/date-time-field";
import { useErrorText } from "../../../components/form/errors";
import { FormSubmitBar } from "../../../components/form/form-submit-bar";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { InstructorPicker } from "../../../components/instructor-picker";
import { PilotPicker, pilotLabel } from "../../../components/pilot-picker";
import {
  type LineCheckFormValues,
  lineCheckFormPath,
  lineCheckInputOf,
  lineCheckResolver,
} from "../form-values";

const SERVER_FIELD = /^(pilot_crew_code|instructor_crew_code|line_check_date|line_check_sectors|note)$/;

interface LineCheckFormProps {
  actor: SessionUser;
  defaultValues: LineCheckFormValues;
  readOnly: boolean;
  submitLabel: string;
  onSave: (input: ReturnType<typeof lineCheckInputOf>) => Promise<unknown>;
  /** After a save, once the leave guard is released (navigation). */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Create or edit a line check (part2 §5): pilot, instructor crew code, date dd/MM/yyyy - HH:mm,
 * sectors (required) and a note of at most 256. A pilot is the pilot of what they create; an
 * instructor may pick a pilot they check; the admin area picks any pilot.
 */
export function LineCheckForm({
  actor,
  defaultValues,
  readOnly,
  submitLabel,
  onSave,
  onSaved,
  onCancel,
}: LineCheckFormProps) {
  const { t } = useTranslation("line-check");
  const errorText = useErrorText("line-check");
  const picksPilot = can(actor, "line_check.create_any") || isInstructor(actor);
  const form = useForm<LineCheckFormValues>({
    defaultValues,
    resolver: lineCheckResolver(can(actor, "line_check.create_any")),
  });
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      await onSave(lineCheckInputOf(values));
      guard.release();
      onSaved();
    },
    {
      serverFields: (path) => SERVER_FIELD.test(path),
      pathOf: lineCheckFormPath,
    },
  );
  const guard = useLeaveGuard(form.formState.isDirty && !pending);
  const pilot = useController({ control: form.control, name: "pilot" });
  const instructor = useController({ control: form.control, name: "instructor" });
  const date = useController({ control: form.control, name: "line_check_date" });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <SectionCard title={t("form.section")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {picksPilot && !readOnly ? (
            <PilotPicker
              label={t("fields.pilot")}
              activeOnly
              required
              value={pilot.field.value}
              onChange={pilot.field.onChange}
              onBlur={pilot.field.onBlur}
              inputRef={pilot.field.ref}
              error={errorText(pilot.fieldState.error)}
            />
          ) : (
            <TextField
              label={t("fields.pilot")}
              value={pilot.field.value ? pilotLabel(pilot.field.value) : ""}
              slotProps={{ input: { readOnly: true } }}
              error={Boolean(pilot.fieldState.error)}
              helperText={errorText(pilot.fieldState.error)}
            />
          )}
          {readOnly ? (
            <TextField
              label={t("fields.instructor")}
              value={instructor.field.value ? pilotLabel(instructor.field.value) : ""}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <InstructorPicker
              label={t("fields.instructor_crew_code")}
              value={instructor.field.value}
              onChange={instructor.field.onChange}
              onBlur={instructor.field.onBlur}
              inputRef={instructor.field.ref}
              error={errorText(instructor.fieldState.error)}
            />
          )}
          <DateTimeField
            label={t("fields.line_check_date")}
            required
            readOnly={readOnly}
            value={date.field.value}
            onChange={date.field.onChange}
            onBlur={date.field.onBlur}
            inputRef={date.field.ref}
            error={errorText(date.fieldState.error)}
          />
          <FormTextField
            control={form.control}
            name="line_check_sectors"
            namespace="line-check"
            label={t("fields.line_check_sectors")}
            required
            max={LINE_CHECK_TEXT_MAX}
            readOnly={readOnly}
          />
          <Box sx={{ gridColumn: { md: "1 / -1" } }}>
            <FormTextField
              control={form.control}
              name="note"
              namespace="line-check"
              label={t("fields.note")}
              multiline
              minRows={2}
              max={LINE_CHECK_TEXT_MAX}
              readOnly={readOnly}
              fullWidth
            />
          </Box>
        </Box>
      </SectionCard>
      {readOnly ? null : (
        <FormSubmitBar
          progress={null}
          pending={pending}
          submitLabel={submitLabel}
          cancelLabel={t("common:actions.cancel")}
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
