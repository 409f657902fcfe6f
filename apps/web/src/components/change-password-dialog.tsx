import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { changePasswordFormSchema } from "@trms/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SubmitButton } from "./form/action-button";
import { schemaResolver } from "./form/resolver";
import { FormTextField } from "./form/text-field";
import { useFormSubmit } from "./form/use-form-submit";

type Values = z.input<typeof changePasswordFormSchema>;

export interface ChangePasswordLabels {
  title: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  cancel: string;
  save: string;
}

interface ChangePasswordDialogProps {
  open: boolean;
  /** Part1 §5: the old password is asked only of someone changing their own (non-admin) password. */
  askOldPassword: boolean;
  labels: ChangePasswordLabels;
  onClose: () => void;
  /** Plain passwords; the caller hashes them with the target account's salt. */
  onSubmit: (passwords: { newPassword: string; oldPassword?: string }) => Promise<unknown>;
}

// The shared form schema leaves the old password optional; here it is required whenever shown.
const withOldPassword = changePasswordFormSchema.refine((v) => Boolean(v.old_password), {
  path: ["old_password"],
  error: "alert_password_must_not_be_empty",
});

export function ChangePasswordDialog({
  open,
  askOldPassword,
  labels,
  onClose,
  onSubmit,
}: ChangePasswordDialogProps) {
  const titleId = useId();
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(askOldPassword ? withOldPassword : changePasswordFormSchema),
    defaultValues: { old_password: "", new_password: "", confirm_password: "" },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  // A wrong old password comes back on its field; anything else is a notice.
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      await onSubmit({
        newPassword: values.new_password,
        oldPassword: askOldPassword ? values.old_password : undefined,
      });
      close();
    },
    { serverFields: ["old_password"] },
  );

  const password = (name: keyof Values, label: string, autoComplete: string, autoFocus = false) => (
    <FormTextField
      control={form.control}
      name={name}
      type="password"
      label={label}
      required
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{labels.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {askOldPassword ? password("old_password", labels.oldPassword, "current-password", true) : null}
            {password("new_password", labels.newPassword, "new-password", !askOldPassword)}
            {password("confirm_password", labels.confirmPassword, "new-password")}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {labels.cancel}
          </Button>
          <SubmitButton pending={pending}>{labels.save}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
