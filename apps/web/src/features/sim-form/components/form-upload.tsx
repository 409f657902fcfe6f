import Alert from "@mui/material/Alert";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { SimAssessment } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadFormDialog } from "../../../components/workflow/upload-form-dialog";
import { notifySubmitted } from "../../../lib/device/submit";
import { notifySuccess } from "../../../lib/notify";
import { useSubmitCaav, useSubmitForm } from "../api";

interface FormUploadProps {
  open: boolean;
  onClose: () => void;
  formId: number;
  /** The form's version the user saw (ADR 1600). */
  version: number | null;
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
 * A SIM form stage or the CAAV form on the one upload dialog (part2 §5): for the assessing stage
 * the pass/fail assessment, and before stage 3 of a pilot assessed FAIL the red warning.
 */
export function FormUpload({
  open,
  onClose,
  formId,
  version,
  target,
  subject,
  assessedFail,
  readingAssessment = false,
  assessmentStage = 2,
}: FormUploadProps) {
  const { t } = useTranslation("sim-form");
  const groupId = useId();
  const [assessment, setAssessment] = useState<SimAssessment>("pass");
  const [wasOpen, setWasOpen] = useState(false);
  if (open && !wasOpen) {
    setWasOpen(true);
    setAssessment("pass");
  }
  if (!open && wasOpen) setWasOpen(false);
  const submit = useSubmitForm();
  const caav = useSubmitCaav();

  const assesses = target === assessmentStage;
  const warnFail = target === 3 && assessedFail === true && !assesses;
  const upload = async (file: File, onProgress: (share: number) => void) => {
    if (target === "caav") {
      await caav.mutateAsync({ formId, file, onProgress });
      notifySuccess(t("notifications.uploaded"));
    } else {
      const result = await submit.mutateAsync({
        formId,
        version,
        subject,
        order: target,
        file,
        ...(assesses ? { assessment } : {}),
        onProgress,
      });
      notifySubmitted(result, t("notifications.uploaded"));
    }
    onClose();
  };

  return (
    <UploadFormDialog
      open={open}
      onClose={onClose}
      title={target === "caav" ? t("upload.caav_title") : t("upload.title", { order: target })}
      description={subject}
      notice={warnFail ? <Alert severity="error">{t("upload.assessed_fail_notice")}</Alert> : null}
      confirm={{ message: warnFail ? t("confirm.assessed_fail") : t("confirm.upload"), warning: warnFail }}
      waiting={readingAssessment}
      upload={upload}
    >
      {target === 3 && assesses ? <Alert severity="info">{t("upload.one_instructor")}</Alert> : null}
      {assesses ? (
        <FormControl>
          <FormLabel id={groupId}>{t("upload.assessment")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={groupId}
            value={assessment}
            onChange={(event) => setAssessment(event.target.value as SimAssessment)}
          >
            <FormControlLabel value="pass" control={<Radio />} label={t("assessment.pass")} />
            <FormControlLabel value="fail" control={<Radio color="error" />} label={t("assessment.fail")} />
          </RadioGroup>
        </FormControl>
      ) : null}
    </UploadFormDialog>
  );
}
