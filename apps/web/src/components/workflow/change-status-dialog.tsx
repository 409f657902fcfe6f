import AttachFileIcon from "@mui/icons-material/AttachFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FILE_MAX_BYTES, REASON_MAX } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../form/action-button";

export interface ChangeStatusValues {
  status: number;
  reason: string;
  file: File | null;
}

interface ChangeStatusDialogProps {
  open: boolean;
  /** The status the record is in: preselected. */
  current: number;
  statuses: { value: number; label: string }[];
  busy?: boolean;
  onSubmit: (values: ChangeStatusValues) => unknown;
  onClose: () => void;
}

const acceptable = (file: File) =>
  file.type === "application/pdf" || file.type.startsWith("image/") || /\.pdf$/i.test(file.name);

/**
 * The change-status dialog of part2 §2 for any workflow: a status select, a reason (at most 254
 * characters, up to 3 rows) and an optional attachment (an image or a PDF, part2 §5 Files).
 */
export function ChangeStatusDialog({
  open,
  current,
  statuses,
  busy,
  onSubmit,
  onClose,
}: ChangeStatusDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const [status, setStatus] = useState(current);
  const [reason, setReason] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(false);
  if (open && !shownFor) {
    setShownFor(true);
    setStatus(current);
    setReason("");
    setFile(null);
    setFileError(null);
  }
  if (!open && shownFor) setShownFor(false);
  const tooLong = reason.length > REASON_MAX;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t("workflow.change_status")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <TextField
            select
            label={t("workflow.status")}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value))}
          >
            {statuses.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t("workflow.reason")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            maxRows={3}
            minRows={1}
            error={tooLong}
            helperText={
              tooLong ? t("workflow.reason_too_long", { max: REASON_MAX }) : `${reason.length}/${REASON_MAX}`
            }
          />
          <Box>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              {file ? t("workflow.replace_attachment") : t("workflow.attachment")}
              <input
                hidden
                type="file"
                accept="image/*,application/pdf,.pdf"
                onChange={(event) => {
                  const picked = event.target.files?.[0] ?? null;
                  event.target.value = "";
                  if (!picked) return;
                  if (!acceptable(picked)) return setFileError(t("validation:file_wrong_type"));
                  if (picked.size > FILE_MAX_BYTES) return setFileError(t("validation:file_too_large"));
                  setFileError(null);
                  setFile(picked);
                }}
              />
            </Button>
            {file ? (
              <Typography variant="body2" sx={{ mt: 0.5, wordBreak: "break-all" }}>
                {file.name}
              </Typography>
            ) : null}
            {fileError ? <FormHelperText error>{fileError}</FormHelperText> : null}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("actions.cancel")}
        </Button>
        <ActionButton
          variant="contained"
          pending={busy}
          disabled={tooLong}
          onClick={() => onSubmit({ status, reason, file })}
        >
          {t("workflow.save")}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
