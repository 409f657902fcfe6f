import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SimAssessment } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ActionButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { UploadProgress } from "../../../components/form/upload-progress";
import { notifySuccess } from "../../../lib/notify";
import { useSubmitCaav, useSubmitForm } from "../api";

interface UploadFormDialogProps {
  open: boolean;
  onClose: () => void;
  formId: number;
  /** A stage of the SIM form, or the CAAV form. */
  target: 1 | 2 | 3 | "caav";
  /** "Pilot name (date)": whose form this is. */
  subject: string;
  /** Stage 3 only: the SIM-A instructor assessed the pilot FAIL (ADR 0431); undefined while unknown. */
  assessedFail?: boolean;
  /** The assessment is still being read: the upload waits, so the FAIL warning cannot be skipped. */
  readingAssessment?: boolean;
  /**
   * The stage that carries the SIM-A instructor's assessment: 2, or 3 when one instructor holds
   * both sessions and there is no stage 2 (ADR 0900).
   */
  assessmentStage?: 2 | 3;
}

/**
 * The upload of a SIM form stage or the CAAV form (part2 §5): a PDF, for stage 2 the pass/fail
 * assessment, then the confirmation ('Are you sure to upload this file?', or the red FAIL warning
 * before stage 3), then the upload with its progress.
 */
export function UploadFormDialog({
  open,
  onClose,
  formId,
  target,
  subject,
  assessedFail,
  readingAssessment = false,
  assessmentStage = 2,
}: UploadFormDialogProps) {
  const { t } = useTranslation("sim-form");
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [assessment, setAssessment] = useState<SimAssessment>("pass");
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitForm();
  const caav = useSubmitCaav();
  const pending = submit.isPending || caav.isPending;

  const reset = () => {
    setFile(null);
    setAssessment("pass");
    setMissing(false);
    setConfirming(false);
    setProgress(null);
  };
  const close = () => {
    if (pending) return;
    onClose();
  };

  const upload = async () => {
    if (!file) return;
    setConfirming(false);
    setProgress(0);
    try {
      if (target === "caav") await caav.mutateAsync({ formId, file, onProgress: setProgress });
      else
        await submit.mutateAsync({
          formId,
          order: target,
          file,
          ...(target === assessmentStage ? { assessment } : {}),
          onProgress: setProgress,
        });
      notifySuccess(t("notifications.uploaded"));
      onClose();
    } catch {
      // The server's message is shown as a notice; the dialog stays open to try again.
      setProgress(null);
    }
  };

  const assesses = target === assessmentStage;
  const warnFail = target === 3 && assessedFail === true && !assesses;
  const title = target === "caav" ? t("upload.caav_title") : t("upload.title", { order: target });

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        slotProps={{ transition: { onExited: reset } }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {subject}
            </Typography>
            {warnFail ? <Alert severity="error">{t("upload.assessed_fail_notice")}</Alert> : null}
            <FileField
              label={t("upload.file")}
              required
              value={file}
              onChange={(picked) => {
                setFile(picked);
                setMissing(false);
              }}
              error={missing ? t("upload.file_required") : undefined}
            />
            {target === 3 && assesses ? <Alert severity="info">{t("upload.one_instructor")}</Alert> : null}
            {assesses ? (
              <FormControl>
                <FormLabel id={`${titleId}-assessment`}>{t("upload.assessment")}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${titleId}-assessment`}
                  value={assessment}
                  onChange={(event) => setAssessment(event.target.value as SimAssessment)}
                >
                  <FormControlLabel value="pass" control={<Radio />} label={t("assessment.pass")} />
                  <FormControlLabel
                    value="fail"
                    control={<Radio color="error" />}
                    label={t("assessment.fail")}
                  />
                </RadioGroup>
              </FormControl>
            ) : null}
            <UploadProgress value={progress} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <ActionButton
            variant="contained"
            pending={pending || readingAssessment}
            onClick={() => {
              if (!file) return setMissing(true);
              setConfirming(true);
            }}
          >
            {t("actions.upload")}
          </ActionButton>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={title}
        message={warnFail ? t("confirm.assessed_fail") : t("confirm.upload")}
        warning={warnFail}
        destructive={warnFail}
        confirmLabel={t("actions.upload")}
        cancelLabel={t("actions.cancel")}
        onConfirm={upload}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
