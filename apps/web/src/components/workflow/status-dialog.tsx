import Alert from "@mui/material/Alert";
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
import { failureMessage } from "../../lib/api-error";
import { ActionButton } from "../form/action-button";
import { FileField } from "../form/file-field";
import { UploadProgress } from "../form/upload-progress";

/** What the dialog hands to its feature's call: the status (when one is chosen), reason, file. */
export interface StatusDialogInput {
  status?: number;
  reason: string;
  file: File | null;
  onProgress: (share: number) => void;
}

/** The texts of the dialog, in the calling feature's words. */
export interface StatusDialogLabels {
  status?: string;
  statusRequired?: string;
  reason: string;
  reasonRequired?: string;
  attachment: string;
  fileHint: string;
  wrongType?: string;
  chooseFile: string;
  replaceFile: string;
  cancel: string;
  submit: string;
  /** Shown in the dialog when the call fails; without it the app's error notice is enough. */
  failed?: string;
}

interface StatusDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title: whose record it is and its status now. */
  subject?: string;
  /** The statuses offered, with their labels; none to reject. */
  statuses?: readonly { value: number; label: string }[];
  /** The status chosen when the dialog opens (none: the user must choose). */
  initialStatus?: number;
  reasonRequired?: boolean;
  /** Runs the feature's call; resolves once saved (the dialog then closes). */
  submit: (input: StatusDialogInput) => Promise<unknown>;
  pending: boolean;
  labels: StatusDialogLabels;
  submitColor?: "primary" | "error";
}

/**
 * The change-status and reject dialogs of part2 §2 (SIM forms, line training): a status when one
 * is changed, a reason of at most 254 characters on 3 rows (required to reject), and an optional
 * image or PDF.
 */
export function StatusDialog({
  open,
  onClose,
  title,
  subject,
  statuses,
  initialStatus,
  reasonRequired = false,
  submit,
  pending,
  labels,
  submitColor = "primary",
}: StatusDialogProps) {
  const titleId = useId();
  const [status, setStatus] = useState<number | "">(initialStatus ?? "");
  const [reason, setReason] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setStatus(initialStatus ?? "");
    setReason("");
    setFile(null);
    setErrors({});
    setProgress(null);
    setFailure(null);
  };

  const save = async () => {
    const found: typeof errors = {};
    if (statuses && status === "") found.status = labels.statusRequired;
    if (reasonRequired && !reason.trim()) found.reason = labels.reasonRequired;
    setErrors(found);
    if (found.status || found.reason) return;
    setFailure(null);
    setProgress(0);
    try {
      await submit({
        ...(statuses ? { status: status as number } : {}),
        reason: reason.trim(),
        file,
        onProgress: setProgress,
      });
      onClose();
    } catch (error) {
      setProgress(null);
      if (labels.failed) setFailure(failureMessage(error, labels.failed));
    }
  };

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
          {subject ? (
            <Typography variant="body2" color="text.secondary">
              {subject}
            </Typography>
          ) : null}
          {statuses ? (
            <TextField
              select
              required
              label={labels.status}
              value={status}
              onChange={(event) => setStatus(Number(event.target.value))}
              error={Boolean(errors.status)}
              helperText={errors.status}
            >
              {statuses.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={labels.reason}
            required={reasonRequired}
            multiline
            minRows={3}
            maxRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? `${reason.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          <FileField
            kind="media"
            label={labels.attachment}
            value={file}
            onChange={setFile}
            hint={labels.fileHint}
            wrongTypeMessage={labels.wrongType}
            buttonLabels={{ choose: labels.chooseFile, replace: labels.replaceFile }}
          />
          <UploadProgress value={progress} />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {labels.cancel}
        </Button>
        <ActionButton variant="contained" color={submitColor} pending={pending} onClick={save}>
          {labels.submit}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
