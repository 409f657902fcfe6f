import { useTranslation } from "react-i18next";
import { StatusDialog, type StatusDialogInput } from "../../../components/workflow/status-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useRejectForm, useSetStatus } from "../api";

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  formId: number;
  /** Reject the stage-1 upload, change the SIM form status, or change the CAAV status. */
  mode: "reject" | "status" | "caav_status";
  subject: string;
  /** The statuses the table offers (status modes). */
  statuses?: readonly number[];
  current?: number;
}

/** The SIM form's change-status, CAAV-status and reject dialogs (part2 §2) on the shared dialog. */
export function ReasonDialog({
  open,
  onClose,
  formId,
  mode,
  subject,
  statuses = [],
  current,
}: ReasonDialogProps) {
  const { t } = useTranslation(["sim-form", "sim"]);
  const reject = useRejectForm();
  const setForm = useSetStatus("form");
  const setCaav = useSetStatus("caav");
  const statusLabel = (value: number) =>
    mode === "caav_status" ? t(`caav_status.${value}`) : t(`sim:form_status.${value}`);

  const submit = async ({ status, ...common }: StatusDialogInput) => {
    if (mode === "reject") {
      await reject.mutateAsync({ formId, ...common });
      notifySuccess(t("notifications.rejected"));
    } else if (mode === "status") {
      await setForm.mutateAsync({ formId, ...common, status: status as number });
      notifySuccess(t("notifications.status_changed"));
    } else {
      await setCaav.mutateAsync({ formId, ...common, status: status as number });
      notifySuccess(t("notifications.caav_status_changed"));
    }
  };

  return (
    <StatusDialog
      open={open}
      onClose={onClose}
      title={t(`reason.title_${mode}`)}
      subject={
        current !== undefined
          ? `${subject} · ${t("reason.current", { status: statusLabel(current) })}`
          : subject
      }
      statuses={
        mode === "reject" ? undefined : statuses.map((value) => ({ value, label: statusLabel(value) }))
      }
      reasonRequired={mode === "reject"}
      submit={submit}
      pending={reject.isPending || setForm.isPending || setCaav.isPending}
      submitColor={mode === "reject" ? "error" : "primary"}
      labels={{
        status: t("reason.status"),
        statusRequired: t("reason.status_required"),
        reason: t("reason.reason"),
        reasonRequired: t("reason.reason_required"),
        attachment: t("reason.attachment"),
        fileHint: t("files.media_hint"),
        wrongType: t("files.media_wrong_type"),
        chooseFile: t("files.choose_media"),
        replaceFile: t("files.replace_media"),
        cancel: t("actions.cancel"),
        submit: mode === "reject" ? t("actions.reject") : t("actions.save"),
      }}
    />
  );
}
