import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { changePasswordFormSchema } from "@trms/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../lib/api-error";
import { useFieldError } from "../lib/use-field-error";

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
  const fieldError = useFieldError();
  const form = useForm<Values>({
    resolver: zodResolver(askOldPassword ? withOldPassword : changePasswordFormSchema),
    defaultValues: { old_password: "", new_password: "", confirm_password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        newPassword: values.new_password,
        oldPassword: askOldPassword ? values.old_password : undefined,
      });
      close();
    } catch (error) {
      // A wrong old password comes back on its field; anything else was already notified.
      const detail =
        error instanceof ApiError ? error.details.find((d) => d.path === "old_password") : undefined;
      if (detail) form.setError("old_password", { type: "server", message: detail.message });
    }
  });

  const message = (name: keyof Values) => {
    const error = errors[name];
    return error?.type === "server" ? error.message : fieldError(error);
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{labels.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {askOldPassword ? (
              <TextField
                type="password"
                label={labels.oldPassword}
                autoComplete="current-password"
                autoFocus
                error={Boolean(errors.old_password)}
                helperText={message("old_password")}
                {...form.register("old_password")}
              />
            ) : null}
            <TextField
              type="password"
              label={labels.newPassword}
              autoComplete="new-password"
              autoFocus={!askOldPassword}
              error={Boolean(errors.new_password)}
              helperText={message("new_password")}
              {...form.register("new_password")}
            />
            <TextField
              type="password"
              label={labels.confirmPassword}
              autoComplete="new-password"
              error={Boolean(errors.confirm_password)}
              helperText={message("confirm_password")}
              {...form.register("confirm_password")}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            {labels.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {labels.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
