import type { LineCheck } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { StatusDialog, type StatusDialogInput } from "../../../components/workflow/status-dialog";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useSetLineCheckStatus } from "../api";
import { lineCheckStatusesOffered } from "../record";

/**
 * The change-status dialog of part2 §2 for a line check, on the shared dialog: the statuses the
 * table's status change offers this account from where the line check stands.
 */
export function ChangeStatusDialog({
  lineCheck,
  open,
  onClose,
}: {
  lineCheck: LineCheck;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-check");
  const { user } = useAuth();
  const change = useSetLineCheckStatus();

  const submit = async ({ status, reason, file, onProgress }: StatusDialogInput) => {
    await change.mutateAsync({ id: lineCheck.id, status: status as number, reason, file, onProgress });
    notifySuccess(t("common:workflow.status_changed"));
  };

  return (
    <StatusDialog
      open={open}
      onClose={onClose}
      title={t("common:workflow.change_status")}
      statuses={lineCheckStatusesOffered(user, lineCheck).map((value) => ({
        value,
        label: t(`status.${value}`),
      }))}
      initialStatus={lineCheck.line_check_status}
      submit={submit}
      pending={change.isPending}
      labels={{
        status: t("common:workflow.status"),
        reason: t("common:workflow.reason"),
        attachment: t("common:workflow.file"),
        fileHint: t("common:workflow.file_hint"),
        chooseFile: t("common:workflow.attachment"),
        replaceFile: t("common:workflow.replace_attachment"),
        cancel: t("common:actions.cancel"),
        submit: t("common:workflow.save"),
        failed: t("common:workflow.status_failed"),
      }}
    />
  );
}
