import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import { can, createUserFormSchema, FLEETS, isSuperAdmin, TEXT_MAX } from "@trms/shared";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate } from "react-router";
import type { z } from "zod";
import { AvatarPicker } from "../../../components/avatar-picker";
import { SubmitButton } from "../../../components/form/action-button";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { schemaResolver } from "../../../components/form/resolver";
import { FormTextField, type FormTextFieldProps } from "../../../components/form/text-field";
import { UploadProgress } from "../../../components/form/upload-progress";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { PageHeader } from "../../../components/page-header";
import { useObjectUrl } from "../../../components/use-object-url";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { useCreateUser } from "../api";
import { useUserLabels } from "../labels";

type Values = z.input<typeof createUserFormSchema>;
type Output = z.output<typeof createUserFormSchema>;

export function UserCreatePage() {
  const { t } = useTranslation("user");
  const { user: actor } = useAuth();
  const labels = useUserLabels();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [avatar, setAvatar] = useState<File | null>(null);
  const preview = useObjectUrl(avatar);
  // Other admins create accounts only in their own fleet (the server refuses the rest).
  const fleets = isSuperAdmin(actor) || !actor?.fleet ? [...FLEETS] : [actor.fleet];

  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(createUserFormSchema),
    defaultValues: {
      email: "",
      fleet: fleets[0] as Values["fleet"],
      password: "",
      confirm_password: "",
      full_name: "",
    },
  });
  const fullName = useWatch({ control: form.control, name: "full_name" });
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      try {
        await create.mutateAsync({ ...values, avatar, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
      notifySuccess(t("notifications.created"));
      navigate("/admin/user");
    },
    { serverFields: ["email", "fleet", "password", "full_name"] },
  );
  const guard = useLeaveGuard(form.formState.isDirty && !pending);

  if (!can(actor, "user.manage")) return <Navigate to={ADMIN_HOME} replace />;

  const field = (
    name: "full_name" | "email" | "password" | "confirm_password",
    extra: Partial<FormTextFieldProps<Values>>,
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      namespace="user"
      label={t(`fields.${name}`)}
      required
      {...extra}
    />
  );

  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: "/admin/user", label: t("actions.back") }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
          <AvatarPicker
            src={preview}
            name={fullName}
            labels={labels.avatar}
            onCropped={(cropped) => {
              setAvatar(cropped);
              return undefined;
            }}
          />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {field("full_name", { autoComplete: "name", max: TEXT_MAX })}
            {field("email", { type: "email", autoComplete: "off" })}
            <FormTextField
              control={form.control}
              name="fleet"
              namespace="user"
              select
              label={t("fields.fleet")}
              required
            >
              {fleets.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ display: { xs: "none", sm: "block" } }} />
            {field("password", { type: "password", autoComplete: "new-password" })}
            {field("confirm_password", { type: "password", autoComplete: "new-password" })}
          </Box>
          <UploadProgress value={progress} />
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button component={RouterLink} to="/admin/user" onClick={guard.release} disabled={pending}>
              {t("actions.cancel")}
            </Button>
            <SubmitButton pending={pending}>{t("actions.create")}</SubmitButton>
          </Box>
        </Box>
      </Paper>
      {guard.dialog}
    </>
  );
}
