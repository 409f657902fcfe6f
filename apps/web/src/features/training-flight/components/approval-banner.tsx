import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import {
  availableActions,
  ResultStatus,
  type SessionUser,
  type TrainingFlightDetail,
  trainingFlightApproval,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ActionButton } from "../../../components/form/action-button";
import { formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { useApproveTrainingFlight } from "../api";
import { ChangeList } from "./change-list";

interface ApprovalBannerProps {
  detail: TrainingFlightDetail;
  user: SessionUser;
}

/**
 * Result status 0 → 1: the trainee's approval, or the statement that it was given. The approval
 * table says which actions this account has (part1 §4: only the trainee, while awaiting approval);
 * a record changed after approval says what changed since.
 */
export function ApprovalBanner({ detail, user }: ApprovalBannerProps) {
  const { t } = useTranslation("training-flight");
  const approve = useApproveTrainingFlight();
  const [confirming, setConfirming] = useState(false);
  const canApprove = availableActions(trainingFlightApproval, user, detail).includes("approve");

  if (detail.status === ResultStatus.APPROVED) {
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" sx={{ mb: 2 }}>
        {t("approval.approved")}
        {detail.trainee_approval ? ` · ${formatDateTime(detail.trainee_approval)}` : ""}
      </Alert>
    );
  }
  const changed = detail.changed_after_approval;
  return (
    <>
      <Alert
        icon={<HourglassTopIcon />}
        severity="warning"
        sx={{ mb: 2, alignItems: changed ? "flex-start" : "center" }}
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
        {changed ? (
          <>
            <AlertTitle>{t("changes.title")}</AlertTitle>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {changed.approved_at
                ? t("changes.intro", { date: formatDateTime(changed.approved_at) })
                : t("changes.intro_undated")}{" "}
              {canApprove ? t("changes.ask_trainee") : t("changes.awaiting_trainee")}
            </Typography>
            {changed.changes.length ? (
              <ChangeList changes={changed.changes} />
            ) : (
              <Typography variant="body2">{t("changes.none_left")}</Typography>
            )}
          </>
        ) : canApprove ? (
          t("approval.please_review")
        ) : (
          t("status.awaiting")
        )}
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
