import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { FLEETS, TEXT_MAX, type UserDetail, updateUserFormSchema } from "@trms/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { SubmitButton } from "../../../components/form/action-button";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { schemaResolver } from "../../../components/form/resolver";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
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
  const { t } = useTranslation("user");
  const update = useUpdateUserDetail();
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(updateUserFormSchema),
    values: { full_name: target.full_name, fleet: (target.fleet ?? FLEETS[0]) as Values["fleet"] },
  });
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      await update.mutateAsync({ id: target.id, ...values });
      notifySuccess(t("notifications.updated"));
    },
    { serverFields: ["full_name", "fleet"] },
  );
  const guard = useLeaveGuard(!readOnly && form.formState.isDirty && !pending);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField
          control={form.control}
          name="full_name"
          namespace="user"
          label={t("fields.full_name")}
          required
          readOnly={readOnly}
          max={TEXT_MAX}
        />
        <TextField label={t("fields.email")} value={target.email} slotProps={{ input: { readOnly: true } }} />
        <FormTextField
          control={form.control}
          name="fleet"
          namespace="user"
          select
          label={t("fields.fleet")}
          required
          // Only the super administrator moves an account; for everyone else it reads as a value.
          readOnly={readOnly || !fleetEditable}
        >
          {FLEETS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {readOnly ? null : (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <SubmitButton pending={pending} disabled={!form.formState.isDirty}>
            {t("actions.save")}
          </SubmitButton>
        </Box>
      )}
      {guard.dialog}
    </Box>
  );
}
