import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import type { LineTraining } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { UploadFormDialog } from "../../../components/workflow/upload-form-dialog";
import { formatDateTime } from "../../../lib/dates";
import { notifySubmitted } from "../../../lib/device/submit";
import { latestSubmissionQuery, useSubmitLineTrainingForm } from "../api";

/**
 * The caller's stage of a line training on the one upload dialog (part2 §5): a PDF, then the
 * confirmation step naming who uploaded last and when, before anything is sent.
 */
export function StageUpload({
  lineTraining,
  order,
  onClose,
}: {
  lineTraining: LineTraining;
  order: 1 | 2;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  const latest = useQuery(latestSubmissionQuery(lineTraining.id));
  const submit = useSubmitLineTrainingForm();
  const last = latest.data;
  return (
    <UploadFormDialog
      open
      onClose={onClose}
      title={t(order === 1 ? "upload.title_pilot" : "upload.title_instructor")}
      fileHint={t("upload.hint")}
      confirm={{
        kind: "step",
        message: t("upload.confirm"),
        details: (
          <Alert severity="info" data-testid="last-submission">
            {last
              ? t("upload.last_submission", {
                  name: last.full_name ?? last.crew_code ?? "",
                  date: formatDateTime(last.date_of_submission),
                })
              : t("upload.no_submission")}
          </Alert>
        ),
      }}
      failedMessage={t("upload.failed")}
      upload={async (file, onProgress) => {
        const result = await submit.mutateAsync({ lineTraining, order, file, onProgress });
        notifySubmitted(result, t("notifications.uploaded"));
        onClose();
      }}
    />
  );
}
