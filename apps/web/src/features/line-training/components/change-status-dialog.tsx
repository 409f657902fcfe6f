import type { LineTraining, LineTrainingStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { StatusDialog, type StatusDialogInput } from "../../../components/workflow/status-dialog";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useSetLineTrainingStatus } from "../api";
import { lineTrainingStatusesOffered } from "../record";

/**
 * The change-status dialog of part2 §2 for a line training, on the shared dialog: the statuses the
 * table's status change offers this account from where the line training stands.
 */
export function ChangeStatusDialog({
  lineTraining,
  open,
  onClose,
}: {
  lineTraining: LineTraining;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  const { user } = useAuth();
  const change = useSetLineTrainingStatus();

  const submit = async ({ status, reason, file, onProgress }: StatusDialogInput) => {
    await change.mutateAsync({
      id: lineTraining.id,
      status: status as LineTrainingStatus,
      reason,
      file,
      onProgress,
    });
    notifySuccess(t("notifications.status_changed"));
  };

  return (
    <StatusDialog
      open={open}
      onClose={onClose}
      title={t("status_dialog.title")}
      statuses={lineTrainingStatusesOffered(user, lineTraining).map((value) => ({
        value,
        label: t(`status.${value}`),
      }))}
      initialStatus={lineTraining.status}
      submit={submit}
      pending={change.isPending}
      labels={{
        status: t("status_dialog.status"),
        reason: t("status_dialog.reason"),
        attachment: t("status_dialog.file"),
        fileHint: t("status_dialog.file_hint"),
        chooseFile: t("status_dialog.choose_file"),
        replaceFile: t("status_dialog.replace_file"),
        cancel: t("actions.cancel"),
        submit: t("actions.save"),
        failed: t("status_dialog.failed"),
      }}
    />
  );
}
