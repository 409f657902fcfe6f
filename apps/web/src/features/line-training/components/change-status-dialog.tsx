import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { LINE_TRAINING_STATUSES, type LineTraining, type LineTrainingStatus, REASON_MAX } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { failureMessage } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { useSetLineTrainingStatus } from "../api";

/** The change-status dialog of part2 §2: a status, a reason (≤ 254, three rows), an image or PDF. */
export function ChangeStatusDialog({
  lineTraining,
  onClose,
}: {
  lineTraining: LineTraining;
  onClose: () => void;
}) {
  const { t } = useTranslation("line-training");
  const titleId = useId();
  const [status, setStatus] = useState<LineTrainingStatus>(lineTraining.status);
  const [reason, setReason] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useSetLineTrainingStatus();
  const tooLong = reason.length > REASON_MAX;

  const save = async () => {
    setError(null);
    try {
      await change.mutateAsync({ id: lineTraining.id, status, reason: reason.trim(), file });
      notifySuccess(t("notifications.status_changed"));
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t("status_dialog.failed")));
    }
  };

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t("status_dialog.title")}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <TextField
          select
          label={t("status_dialog.status")}
          value={status}
          onChange={(event) => setStatus(Number(event.target.value) as LineTrainingStatus)}
        >
          {LINE_TRAINING_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("status_dialog.reason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          maxRows={3}
          error={tooLong}
          helperText={tooLong ? t("validation:field_too_long") : `${reason.length}/${REASON_MAX}`}
        />
        <FileField
          label={t("status_dialog.file")}
          value={file}
          onChange={setFile}
          kind="media"
          hint={t("status_dialog.file_hint")}
          buttonLabels={{ choose: t("status_dialog.choose_file"), replace: t("status_dialog.replace_file") }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          {t("actions.cancel")}
        </Button>
        <ActionButton variant="contained" pending={change.isPending} disabled={tooLong} onClick={save}>
          {t("actions.save")}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
