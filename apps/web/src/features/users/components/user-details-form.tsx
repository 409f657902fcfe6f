import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { FLEETS, type UserDetail, updateUserFormSchema } from "@trms/shared";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useErrorText } from "../../../components/form-errors";
import { muiRegister } from "../../../components/form-field";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateUserDetail } from "../api";

type Values = z.input<typeof updateUserFormSchema>;
type Output = z.output<typeof updateUserFormSchema>;

interface UserDetailsFormProps {
  target: UserDetail;
  readOnly: boolean;
  /** Only the super administrator moves an account to another fleet (it widens what one sees). */
  fleetEditable: boolean;
}

export function UserDetailsForm({ target, readOnly, fleetEditable }: UserDetailsFormProps) {
  const { t } = useTranslation("users");
  const errorText = useErrorText("users");
  const update = useUpdateUserDetail();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateUserFormSchema),
    values: { full_name: target.full_name, fleet: (target.fleet ?? FLEETS[0]) as Values["fleet"] },
  });
  const field = muiRegister(form.register);
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: target.id, ...values }).then(
      () => notifySuccess(t("notifications.updated")),
      () => undefined,
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField
          label={t("fields.full_name")}
          required={!readOnly}
          error={Boolean(errors.full_name)}
          helperText={errorText(errors.full_name)}
          slotProps={{ input: { readOnly } }}
          {...field("full_name")}
        />
        <TextField label={t("fields.email")} value={target.email} slotProps={{ input: { readOnly: true } }} />
        <Controller
          control={form.control}
          name="fleet"
          render={({ field: fleet }) => (
            <TextField
              select
              label={t("fields.fleet")}
              value={fleet.value ?? ""}
              onChange={fleet.onChange}
              inputRef={fleet.ref}
              disabled={!readOnly && !fleetEditable}
              error={Boolean(errors.fleet)}
              helperText={errorText(errors.fleet)}
              slotProps={{ input: { readOnly } }}
            >
              {FLEETS.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      {readOnly ? null : (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
            {t("actions.save")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
