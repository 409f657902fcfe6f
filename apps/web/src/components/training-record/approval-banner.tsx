import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import {
  availableActions,
  ResultStatus,
  type SessionUser,
  type TrainingRecordAccessRecord,
  type TrainingRecordKind,
  trainingRecordApprovals,
} from "@trms/shared";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import { ConfirmDialog } from "../confirm-dialog";
import { ActionButton } from "../form/action-button";
import { useApproveResult } from "./api";

export interface ApprovalRecord extends TrainingRecordAccessRecord {
  id: number;
  /** When the trainee approved (date-time), if they have. */
  trainee_approval?: string | null;
}

interface ApprovalBannerProps {
  kind: TrainingRecordKind;
  record: ApprovalRecord;
  user: SessionUser;
  /**
   * What the kind says while the record awaits approval, in place of the plain request (a training
   * flight changed after approval lists its changes); told whether this account may approve.
   */
  awaiting?: (canApprove: boolean) => ReactNode;
}

/**
 * Result status 0 → 1 of any training record (part1 §4): the trainee's Approve button, after a
 * confirmation, or the statement that the trainee has approved. The kind's approval table says which
 * actions this account has (only the trainee, while the record awaits approval).
 */
export function ApprovalBanner({ kind, record, user, awaiting }: ApprovalBannerProps) {
  const { t } = useTranslation("training-record");
  const approve = useApproveResult(kind);
  const [confirming, setConfirming] = useState(false);
  const canApprove = availableActions(trainingRecordApprovals[kind], user, record).includes("approve");

  if (record.status === ResultStatus.APPROVED) {
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" sx={{ mb: 2 }}>
        {t("approval.approved")}
        {record.trainee_approval ? ` · ${formatDateTime(record.trainee_approval)}` : ""}
      </Alert>
    );
  }
  const body = awaiting?.(canApprove);
  return (
    <>
      <Alert
        icon={<HourglassTopIcon />}
        severity="warning"
        sx={{ mb: 2, alignItems: body ? "flex-start" : "center" }}
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
        {body ?? (canApprove ? t("approval.please_review") : t("status.awaiting"))}
      </Alert>
      <ConfirmDialog
        open={confirming}
        title={t("approval.confirm_title")}
        message={t("approval.confirm_message")}
        confirmLabel={t("actions.approve")}
        cancelLabel={t("actions.cancel")}
        busy={approve.isPending}
        onConfirm={() =>
          approve.mutateAsync(record.id).then(() => {
            notifySuccess(t("approval.approved"));
            setConfirming(false);
          })
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
