import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChangePasswordDialog } from "../../../components/change-password-dialog";
import { notifySuccess } from "../../../lib/notify";
import { pilotDetailQuery } from "../../../lib/pilot-queries";
import { useChangePilotPassword } from "../api";
import { usePilotLabels } from "../labels";

/**
 * A manager's reset of a pilot's password from the list. The list row has no salt, so the pilot's
 * detail is read first; it carries the salt only for holders of RESET_PASSWORD. Shown while its
 * caller keeps it (`open`); the dialog itself opens once the salt is read.
 */
export function PilotPasswordDialog({
  pilotId,
  onClose,
}: {
  open: boolean;
  pilotId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("pilot");
  const labels = usePilotLabels();
  const detail = useQuery(pilotDetailQuery(pilotId));
  const changePassword = useChangePilotPassword();
  const salt = detail.data?.password_salt;
  return (
    <ChangePasswordDialog
      open={Boolean(salt)}
      askOldPassword={false}
      labels={labels.password}
      onClose={onClose}
      onSubmit={(passwords) =>
        changePassword
          .mutateAsync({ id: pilotId, salt: salt ?? "", ...passwords })
          .then(() => notifySuccess(t("notifications.password_changed")))
      }
    />
  );
}
