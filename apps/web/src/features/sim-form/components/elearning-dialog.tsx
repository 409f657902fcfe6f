import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { UploadProgress } from "../../../components/form/upload-progress";
import { notifySuccess } from "../../../lib/notify";
import { useFinishElearning } from "../api";

interface ElearningDialogProps {
  open: boolean;
  onClose: () => void;
  formId: number;
  subject: string;
}

/** 'Finish e-learning' (part2 §4): the certificate, an image or a PDF, marks e-learning completed. */
export function ElearningDialog({ open, onClose, formId, subject }: ElearningDialogProps) {
  const { t } = useTranslation("sim-form");
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const finish = useFinishElearning();

  const save = async () => {
    if (!file) return setMissing(true);
    setProgress(0);
    try {
      await finish.mutateAsync({ formId, file, onProgress: setProgress });
      notifySuccess(t("notifications.elearning_finished"));
      onClose();
    } catch {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={finish.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setFile(null);
            setMissing(false);
            setProgress(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t("elearning.finish_title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {subject}
          </Typography>
          <FileField
            kind="media"
            required
            label={t("elearning.certificate")}
            value={file}
            onChange={(picked) => {
              setFile(picked);
              setMissing(false);
            }}
            error={missing ? t("elearning.certificate_required") : undefined}
            hint={t("files.media_hint")}
            wrongTypeMessage={t("files.media_wrong_type")}
            buttonLabels={{ choose: t("files.choose_media"), replace: t("files.replace_media") }}
          />
          <UploadProgress value={progress} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={finish.isPending}>
          {t("actions.cancel")}
        </Button>
        <ActionButton variant="contained" pending={finish.isPending} onClick={save}>
          {t("elearning.finish")}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
