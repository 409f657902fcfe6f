import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { FLEETS, isSuperAdmin } from "@trms/shared";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { showServerFieldErrors } from "../../../components/form-errors";
import { useAuth } from "../../../lib/auth";
import {
  createPilotFormSchema,
  PILOT_PROFILE_FIELDS,
  type PilotFormOutput,
  type PilotFormValues,
  updatePilotFormSchema,
} from "../pilot-form-schema";
import { PilotFormFields } from "./pilot-form-fields";

interface PilotFormProps {
  mode: "create" | "update";
  initial: PilotFormValues;
  /** The avatar block above the fields: a picker on create, the live photo on update. */
  avatar: ReactNode;
  submitLabel: string;
  onSubmit: (values: PilotFormOutput) => Promise<unknown>;
}

const SERVER_FIELDS = [...PILOT_PROFILE_FIELDS, "email", "password"];

export function PilotForm({ mode, initial, avatar, submitLabel, onSubmit }: PilotFormProps) {
  const { t } = useTranslation("pilots");
  const { user: actor } = useAuth();
  const form = useForm<PilotFormValues, unknown, PilotFormOutput>({
    resolver: zodResolver(mode === "create" ? createPilotFormSchema : updatePilotFormSchema),
    defaultValues: initial,
  });
  // Managers other than the super administrator work within their own fleet (the server enforces it).
  const fleets = isSuperAdmin(actor) || !actor?.fleet ? FLEETS : [actor.fleet];

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // 409 duplicate email or crew code, 400 field errors: shown where the user can fix them.
      showServerFieldErrors(error, form.setError, SERVER_FIELDS);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 960 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 3 }}>
        {avatar}
        <PilotFormFields form={form} mode={mode} fleets={fleets} />
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button component={RouterLink} to="/admin/pilot">
            {t("actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
