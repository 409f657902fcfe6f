import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { REASON_MAX } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { UploadProgress } from "../../../components/form/upload-progress";
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
  statuses?: number[];
  current?: number;
}

/**
 * The change-status and reject dialogs of part2 §2: a status (when changing it), a reason of at
 * most 254 characters on up to 3 rows (required to reject), and an optional image or PDF.
 */
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
  const titleId = useId();
  const [status, setStatus] = useState<number | "">("");
  const [reason, setReason] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const reject = useRejectForm();
  const setForm = useSetStatus("form");
  const setCaav = useSetStatus("caav");
  const pending = reject.isPending || setForm.isPending || setCaav.isPending;

  const reset = () => {
    setStatus("");
    setReason("");
    setFile(null);
    setErrors({});
    setProgress(null);
  };
  const statusLabel = (value: number) =>
    mode === "caav_status" ? t(`caav_status.${value}`) : t(`sim:form_status.${value}`);

  const save = async () => {
    const found: typeof errors = {};
    if (mode !== "reject" && status === "") found.status = t("reason.status_required");
    if (mode === "reject" && !reason.trim()) found.reason = t("reason.reason_required");
    if (reason.length > REASON_MAX) found.reason = t("reason.too_long", { max: REASON_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    const common = { formId, reason: reason.trim(), file, onProgress: setProgress };
    try {
      if (mode === "reject") {
        await reject.mutateAsync(common);
        notifySuccess(t("notifications.rejected"));
      } else if (mode === "status") {
        await setForm.mutateAsync({ ...common, status: status as number });
        notifySuccess(t("notifications.status_changed"));
      } else {
        await setCaav.mutateAsync({ ...common, status: status as number });
        notifySuccess(t("notifications.caav_status_changed"));
      }
      onClose();
    } catch {
      setProgress(null);
    }
  };

  const title = t(`reason.title_${mode}`);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {subject}
            {current !== undefined ? ` · ${t("reason.current", { status: statusLabel(current) })}` : ""}
          </Typography>
          {mode !== "reject" ? (
            <TextField
              select
              required
              label={t("reason.status")}
              value={status}
              onChange={(event) => setStatus(Number(event.target.value))}
              error={Boolean(errors.status)}
              helperText={errors.status}
            >
              {statuses.map((value) => (
                <MenuItem key={value} value={value}>
                  {statusLabel(value)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={t("reason.reason")}
            required={mode === "reject"}
            multiline
            minRows={3}
            maxRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? t("reason.count", { count: reason.length, max: REASON_MAX })}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          <FileField
            kind="media"
            label={t("reason.attachment")}
            value={file}
            onChange={setFile}
            hint={t("files.media_hint")}
            wrongTypeMessage={t("files.media_wrong_type")}
            buttonLabels={{ choose: t("files.choose_media"), replace: t("files.replace_media") }}
          />
          <UploadProgress value={progress} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t("actions.cancel")}
        </Button>
        <ActionButton
          variant="contained"
          color={mode === "reject" ? "error" : "primary"}
          pending={pending}
          onClick={save}
        >
          {mode === "reject" ? t("actions.reject") : t("actions.save")}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
