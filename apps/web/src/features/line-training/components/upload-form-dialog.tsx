import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useQuery } from "@tanstack/react-query";
import type { LineTraining } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { failureMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { latestSubmissionQuery, useSubmitLineTrainingForm } from "../api";

/**
 * Uploads the caller's stage (part2 §5): a PDF, then the last-submission confirmation (who uploaded
 * last and when) before anything is sent.
 */
export function UploadFormDialog({
  lineTraining,
  order,
  onClose,
}: {
  lineTraining: LineTraining;
  order: 1 | 2;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const latest = useQuery(latestSubmissionQuery(lineTraining.id));
  const submit = useSubmitLineTrainingForm();

  const upload = async () => {
    if (!file) return;
    setError(null);
    try {
      await submit.mutateAsync({ id: lineTraining.id, order, file, onProgress: setProgress });
      notifySuccess(t("notifications.uploaded"));
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t("upload.failed")));
      setConfirming(false);
    }
  };

  const last = latest.data;
  return (
    <Dialog
      open
      onClose={submit.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(order === 1 ? "upload.title_pilot" : "upload.title_instructor")}
      </DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        {confirming ? (
          <>
            <Alert severity="info" data-testid="last-submission">
              {last
                ? t("upload.last_submission", {
                    name: last.full_name ?? last.crew_code ?? "",
                    date: formatDateTime(last.date_of_submission),
                  })
                : t("upload.no_submission")}
            </Alert>
            <DialogContentText>{t("upload.confirm")}</DialogContentText>
          </>
        ) : (
          <FileField
            label={t("upload.file")}
            required
            value={file}
            onChange={setFile}
            hint={t("upload.hint")}
          />
        )}
        {submit.isPending ? <LinearProgress variant="determinate" value={progress * 100} /> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={confirming ? () => setConfirming(false) : onClose} disabled={submit.isPending}>
          {t(confirming ? "actions.back" : "actions.cancel")}
        </Button>
        {confirming ? (
          <ActionButton variant="contained" pending={submit.isPending} onClick={upload}>
            {t("upload.submit")}
          </ActionButton>
        ) : (
          <Button variant="contained" disabled={!file} onClick={() => setConfirming(true)}>
            {t("upload.next")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
