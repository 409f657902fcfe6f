import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";

interface SignOutDialogProps {
  open: boolean;
  /** How many changes of the Outbox are not sent yet. */
  unsent: number;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Sign-out deletes what the device keeps, the Outbox included: said first when it holds changes (ADR 1620). */
export function SignOutDialog({ open, unsent, onConfirm, onClose }: SignOutDialogProps) {
  const { t } = useTranslation("shell");
  return (
    <ConfirmDialog
      open={open}
      title={t("offline.sign_out_title")}
      message={t("offline.sign_out_message", { count: unsent })}
      confirmLabel={t("offline.sign_out_confirm")}
      cancelLabel={t("offline.cancel")}
      destructive
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
