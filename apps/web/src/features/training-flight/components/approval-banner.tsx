import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import type { SessionUser, TrainingFlightDetail } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { ApprovalBanner } from "../../../components/training-record/approval-banner";
import { formatDateTime } from "../../../lib/dates";
import { ChangeList } from "./change-list";

/**
 * The shared approval banner, plus what a training flight says when an administrator changed it
 * after the trainee approved it: the changes since.
 */
export function TrainingFlightApproval({
  detail,
  user,
}: {
  detail: TrainingFlightDetail;
  user: SessionUser;
}) {
  const { t } = useTranslation("training-flight");
  const changed = detail.changed_after_approval;
  return (
    <ApprovalBanner
      kind="training_flight"
      record={detail}
      user={user}
      awaiting={
        changed
          ? (canApprove) => (
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
            )
          : undefined
      }
    />
  );
}
