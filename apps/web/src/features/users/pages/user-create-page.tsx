import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { can, createUserFormSchema, FLEETS, isSuperAdmin } from "@trms/shared";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate } from "react-router";
import type { z } from "zod";
import { AvatarPicker } from "../../../components/avatar-picker";
import { showServerFieldErrors, useErrorText } from "../../../components/form-errors";
import { muiRegister } from "../../../components/form-field";
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
  const { t } = useTranslation("users");
  const { user: actor } = useAuth();
  const labels = useUserLabels();
  const errorText = useErrorText("users");
  const navigate = useNavigate();
  const create = useCreateUser();
  const [avatar, setAvatar] = useState<File | null>(null);
  const preview = useObjectUrl(avatar);
  // Other admins create accounts only in their own fleet (the server refuses the rest).
  const fleets = isSuperAdmin(actor) || !actor?.fleet ? [...FLEETS] : [actor.fleet];

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: {
      email: "",
      fleet: fleets[0] as Values["fleet"],
      password: "",
      confirm_password: "",
      full_name: "",
    },
  });
  const field = muiRegister(form.register);
  const { errors } = form.formState;
  const fullName = useWatch({ control: form.control, name: "full_name" });

  if (!can(actor, "user.manage")) return <Navigate to={ADMIN_HOME} replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, avatar });
      notifySuccess(t("notifications.created"));
      navigate("/admin/user");
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["email", "fleet", "password", "full_name"]);
    }
  });

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
            <TextField
              label={t("fields.full_name")}
              required
              autoComplete="name"
              error={Boolean(errors.full_name)}
              helperText={errorText(errors.full_name)}
              {...field("full_name")}
            />
            <TextField
              label={t("fields.email")}
              type="email"
              required
              autoComplete="off"
              error={Boolean(errors.email)}
              helperText={errorText(errors.email)}
              {...field("email")}
            />
            <Controller
              control={form.control}
              name="fleet"
              render={({ field: fleet }) => (
                <TextField
                  select
                  label={t("fields.fleet")}
                  required
                  value={fleet.value ?? ""}
                  onChange={fleet.onChange}
                  onBlur={fleet.onBlur}
                  inputRef={fleet.ref}
                  error={Boolean(errors.fleet)}
                  helperText={errorText(errors.fleet)}
                >
                  {fleets.map((name) => (
                    <MenuItem key={name} value={name}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box sx={{ display: { xs: "none", sm: "block" } }} />
            <TextField
              label={t("fields.password")}
              type="password"
              required
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={errorText(errors.password)}
              {...field("password")}
            />
            <TextField
              label={t("fields.confirm_password")}
              type="password"
              required
              autoComplete="new-password"
              error={Boolean(errors.confirm_password)}
              helperText={errorText(errors.confirm_password)}
              {...field("confirm_password")}
            />
          </Box>
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button component={RouterLink} to="/admin/user">
              {t("actions.cancel")}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t("actions.create")}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
