import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { FLEETS, isSuperAdmin } from "@trms/shared";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SubmitButton } from "../../../components/form/action-button";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { UploadProgress } from "../../../components/form/upload-progress";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { useAuth } from "../../../lib/auth";
import {
  PILOT_PROFILE_FIELDS,
  type PilotFormMode,
  type PilotFormValues,
  pilotResolver,
} from "../pilot-form-values";
import { PilotFormFields } from "./pilot-form-fields";

interface PilotFormProps {
  target: PilotFormMode;
  initial: PilotFormValues;
  /** The avatar block above the fields: a picker on create, the live photo on update. */
  avatar: ReactNode;
  submitLabel: string;
  /** Sends the form; the progress callback drives the upload bar while a photo is sent. */
  onSubmit: (values: PilotFormValues, onProgress: (fraction: number) => void) => Promise<unknown>;
}

const SERVER_FIELDS = [...PILOT_PROFILE_FIELDS, "email", "password"];

export function PilotForm({ target, initial, avatar, submitLabel, onSubmit }: PilotFormProps) {
  const { t } = useTranslation("pilot");
  const { user: actor } = useAuth();
  const form = useForm<PilotFormValues>({ resolver: pilotResolver(target), defaultValues: initial });
  // Managers other than the super administrator work within their own fleet (the server enforces it).
  const fleets = isSuperAdmin(actor) || !actor?.fleet ? FLEETS : [actor.fleet];
  // 409 duplicate email or crew code, 400 field errors: shown where the user can fix them, once.
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (values: PilotFormValues) => {
    try {
      await onSubmit(values, setProgress);
    } finally {
      setProgress(null);
    }
  };
  const { submit, pending } = useFormSubmit(form, send, { serverFields: SERVER_FIELDS });
  const guard = useLeaveGuard(form.formState.isDirty && !pending);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 960 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 3 }}>
        {avatar}
        <PilotFormFields form={form} mode={target.mode} fleets={fleets} />
        <UploadProgress value={progress} />
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button component={RouterLink} to="/admin/pilot" onClick={guard.release} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </Box>
      </Box>
      {guard.dialog}
    </Paper>
  );
}
