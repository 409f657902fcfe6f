import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../confirm-dialog";
import { FileField } from "../form/file-field";

interface UploadFormDialogProps {
  open: boolean;
  title: string;
  /** What the upload is (the stage), under the title. */
  description?: string;
  busy?: boolean;
  onUpload: (file: File) => unknown;
  onClose: () => void;
}

/**
 * A form's PDF upload (part2 §5): choose the file, then the confirmation the spec asks first
 * ('Are you sure to upload this file?'), then the upload.
 */
export function UploadFormDialog({
  open,
  title,
  description,
  busy,
  onUpload,
  onClose,
}: UploadFormDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (open && !wasOpen) {
    setWasOpen(true);
    setFile(null);
    setConfirming(false);
  }
  if (!open && wasOpen) setWasOpen(false);
  return (
    <>
      <Dialog
        open={open && !confirming}
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
            {description ? <DialogContentText>{description}</DialogContentText> : null}
            <FileField label={t("workflow.form_file")} required value={file} onChange={setFile} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("actions.cancel")}</Button>
          <Button variant="contained" disabled={!file} onClick={() => setConfirming(true)}>
            {t("workflow.upload")}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        title={t("workflow.upload")}
        message={t("workflow.confirm_upload")}
        confirmLabel={t("workflow.upload")}
        cancelLabel={t("actions.cancel")}
        busy={busy}
        onConfirm={() => (file ? onUpload(file) : undefined)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
