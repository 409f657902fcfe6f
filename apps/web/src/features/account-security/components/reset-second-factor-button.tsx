import PhonelinkEraseIcon from "@mui/icons-material/PhonelinkErase";
import Button from "@mui/material/Button";
import { can } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useResetSecondFactor } from "../factors-api";

/**
 * The super administrator's reset of another account's second factors (a lost phone), after a
 * confirmation: its factors and sessions end, and it sets one up again at its next sign-in.
 */
export function ResetSecondFactorButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation("security");
  const { user } = useAuth();
  const reset = useResetSecondFactor();
  const [open, setOpen] = useState(false);
  if (!can(user, "second_factor.reset") || user?.id === userId) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<PhonelinkEraseIcon />}
        onClick={() => setOpen(true)}
      >
        {t("factors.reset.action")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("factors.reset.title")}
        message={t("factors.reset.message", { name })}
        confirmLabel={t("factors.reset.action")}
        cancelLabel={t("factors.actions.cancel")}
        destructive
        busy={reset.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          reset.mutateAsync(userId).then(() => {
            setOpen(false);
            notifySuccess(t("factors.reset.done", { name }));
          })
        }
      />
    </>
  );
}
