import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-error";
import { ConfirmDialog } from "../confirm-dialog";
import { ActionButton } from "../form/action-button";
import { FileField } from "../form/file-field";
import { UploadProgress } from "../form/upload-progress";

/**
 * How an upload is confirmed (part2 §5, 'Are you sure to upload this file?'): by a dialog over this
 * one, red when `warning` (the SIM form's FAIL warning); or by a second step of this dialog that
 * first shows `details` (the line training's last submission), with Back and Upload.
 */
export type UploadConfirmation =
  | { kind?: "dialog"; message?: string; warning?: boolean }
  | { kind: "step"; details: ReactNode; message?: string };

interface UploadFormDialogProps {
  open: boolean;
  title: string;
  /** Whose form this is, or what the stage is, under the title. */
  description?: string;
  /** The file field's hint (kind and size). */
  fileHint?: string;
  /** What the form adds under the file: a notice, the SIM assessment. */
  children?: ReactNode;
  /** A notice above the file (the SIM form's FAIL notice). */
  notice?: ReactNode;
  confirm?: UploadConfirmation;
  /** The upload waits: something its confirmation shows is still being read. */
  waiting?: boolean;
  /** Sends the file; the dialog stays open to try again if it fails. */
  upload: (file: File, onProgress: (share: number) => void) => Promise<unknown>;
  /** Why an upload failed, shown in a confirmation step (a dialog relies on the failure notice). */
  failedMessage?: string;
  onClose: () => void;
}

/**
 * The one upload dialog of the staged forms (the SIM form and its CAAV form, the line check, the
 * line training): the PDF, what the form adds, the confirmation, then the upload with its progress.
 * The PDF may be photographed with the device's camera, as instructors upload signed paper forms
 * from tablets in the simulator bays and on the flight deck.
 */
export function UploadFormDialog({
  open,
  title,
  description,
  fileHint,
  children,
  notice,
  confirm = {},
  waiting = false,
  upload,
  failedMessage,
  onClose,
}: UploadFormDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open && !wasOpen) {
    setWasOpen(true);
    setFile(null);
    setConfirming(false);
    setProgress(null);
    setError(null);
  }
  if (!open && wasOpen) setWasOpen(false);

  const inStep = confirm.kind === "step";
  const message = confirm.message ?? t("workflow.confirm_upload");
  const close = () => {
    if (!pending) onClose();
  };
  const send = async () => {
    if (!file) return;
    if (!inStep) setConfirming(false);
    setError(null);
    setProgress(0);
    setPending(true);
    try {
      await upload(file, setProgress);
    } catch (failure) {
      // The server's message is shown as a notice; the dialog stays open to try again.
      setProgress(null);
      if (inStep) {
        setError(failureMessage(failure, failedMessage ?? ""));
        setConfirming(false);
      }
    } finally {
      setPending(false);
    }
  };

  const warning = confirm.kind !== "step" && confirm.warning === true;
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {description ? (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            ) : null}
            {inStep && confirming ? (
              <>
                {confirm.details}
                <DialogContentText>{message}</DialogContentText>
              </>
            ) : (
              <>
                {notice}
                <FileField
                  label={t("workflow.form_file")}
                  required
                  value={file}
                  onChange={setFile}
                  hint={fileHint}
                  camera
                />
                {children}
              </>
            )}
            <UploadProgress value={progress} />
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={inStep && confirming ? () => setConfirming(false) : close} disabled={pending}>
            {inStep && confirming ? t("actions.back") : t("actions.cancel")}
          </Button>
          {inStep && confirming ? (
            <ActionButton variant="contained" pending={pending} onClick={send}>
              {t("workflow.upload")}
            </ActionButton>
          ) : (
            <ActionButton
              variant="contained"
              disabled={!file}
              pending={pending || waiting}
              onClick={() => setConfirming(true)}
            >
              {inStep ? t("actions.next") : t("workflow.upload")}
            </ActionButton>
          )}
        </DialogActions>
      </Dialog>
      {inStep ? null : (
        <ConfirmDialog
          open={open && confirming}
          title={title}
          message={message}
          warning={warning}
          destructive={warning}
          confirmLabel={t("workflow.upload")}
          cancelLabel={t("actions.cancel")}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
