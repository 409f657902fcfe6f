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
  const { t } = useTranslation("offline");
  return (
    <ConfirmDialog
      open={open}
      title={t("sign_out.title")}
      message={t("sign_out.message", { count: unsent })}
      confirmLabel={t("sign_out.confirm")}
      cancelLabel={t("sign_out.cancel")}
      destructive
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
