import LogoutIcon from "@mui/icons-material/Logout";
import Button from "@mui/material/Button";
import { can } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useEndAllSessions } from "../api";

/**
 * The super administrator's "End all sessions" of another account (a lost phone, a departure),
 * after a confirmation; nothing for anyone else, or on one's own account.
 */
export function EndAllSessionsButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation("security");
  const { user } = useAuth();
  const endAll = useEndAllSessions();
  const [open, setOpen] = useState(false);
  if (!can(user, "session.end_all") || user?.id === userId) return null;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
        {t("devices.actions.end_all")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("devices.end_all_title")}
        message={t("devices.end_all_message", { name })}
        confirmLabel={t("devices.actions.end_all")}
        cancelLabel={t("devices.actions.cancel")}
        destructive
        busy={endAll.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          endAll.mutateAsync(userId).then((reply) => {
            setOpen(false);
            notifySuccess(t("devices.ended_all", { count: reply.ended }));
          })
        }
      />
    </>
  );
}
