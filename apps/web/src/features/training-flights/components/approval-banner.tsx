import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import { ResultStatus, type TrainingFlightDetail } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ActionButton } from "../../../components/form/action-button";
import { formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { useApproveTrainingFlight } from "../api";

interface ApprovalBannerProps {
  detail: TrainingFlightDetail;
  /** The trainee of the record, while it waits for them (part1 §4). */
  canApprove: boolean;
}

/** Result status 0 → 1: the trainee's approval, or the statement that it was given. */
export function ApprovalBanner({ detail, canApprove }: ApprovalBannerProps) {
  const { t } = useTranslation("training_flights");
  const approve = useApproveTrainingFlight();
  const [confirming, setConfirming] = useState(false);

  if (detail.status === ResultStatus.APPROVED) {
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" sx={{ mb: 2 }}>
        {t("approval.approved")}
        {detail.trainee_approval ? ` · ${formatDateTime(detail.trainee_approval)}` : ""}
      </Alert>
    );
  }
  return (
    <>
      <Alert
        icon={<HourglassTopIcon />}
        severity="warning"
        sx={{ mb: 2, alignItems: "center" }}
        action={
          canApprove ? (
            <ActionButton
              variant="contained"
              color="success"
              size="small"
              sx={{ whiteSpace: "nowrap" }}
              pending={approve.isPending}
              onClick={() => setConfirming(true)}
            >
              {t("actions.approve")}
            </ActionButton>
          ) : null
        }
      >
        {canApprove ? t("approval.please_review") : t("status.awaiting")}
      </Alert>
      <ConfirmDialog
        open={confirming}
        title={t("approval.confirm_title")}
        message={t("approval.confirm_message")}
        confirmLabel={t("actions.approve")}
        cancelLabel={t("actions.cancel")}
        busy={approve.isPending}
        onConfirm={() =>
          approve.mutateAsync(detail.id).then(() => {
            notifySuccess(t("approval.approved"));
            setConfirming(false);
          })
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
