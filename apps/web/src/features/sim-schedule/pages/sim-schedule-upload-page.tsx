import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { can, SIM_MONTH_PATTERN } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { SubmitButton } from "../../../components/form/action-button";
import { FileField } from "../../../components/form/file-field";
import { UploadProgress } from "../../../components/form/upload-progress";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useUploadSimSchedule } from "../api";
import { useAreaPrefix } from "../area";

/** Upload a month's SIM schedule (part2 §2, §5): a month and an .xlsx, confirmed, with progress. */
export function SimScheduleUploadPage() {
  const { t } = useTranslation("sim-schedule");
  const { user: actor } = useAuth();
  const area = useAreaPrefix();
  const navigate = useNavigate();
  const upload = useUploadSimSchedule();
  const [month, setMonth] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const list = `${area}/sim-schedule/list`;

  if (!actor) return null;
  if (!can(actor, "sim_schedule.upload")) return <Navigate to={list} replace />;

  const monthValid = SIM_MONTH_PATTERN.test(month);
  const ask = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!monthValid || !file) {
      setMissing(true);
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ sim_month: month, sim_file: file, onProgress: setProgress });
      setConfirming(false);
      notifySuccess(t("notifications.uploaded"));
      navigate(list);
    } catch (error) {
      setConfirming(false);
      notifyError(failureMessage(error, t("errors.upload_failed")));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title={t("titles.upload")} back={{ to: list, label: t("actions.back") }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={ask} sx={{ display: "grid", gap: 2.5 }}>
          {missing && (!monthValid || !file) ? (
            <Alert severity="error">{t("errors.month_and_file_required")}</Alert>
          ) : null}
          <TextField
            type="month"
            label={t("fields.sim_month")}
            required
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={missing && !monthValid}
            helperText={t("form.month_hint")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "2000-01", max: "2100-12" } }}
            sx={{ maxWidth: 280 }}
          />
          <FileField
            label={t("fields.sim_file")}
            required
            kind="xlsx"
            value={file}
            onChange={setFile}
            hint={t("form.file_hint")}
            wrongTypeMessage={t("errors.not_xlsx")}
            buttonLabels={{ choose: t("form.choose_file"), replace: t("form.replace_file") }}
            error={missing && !file ? t("errors.month_and_file_required") : undefined}
          />
          <UploadProgress value={progress} />
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button component={RouterLink} to={list} disabled={upload.isPending}>
              {t("actions.cancel")}
            </Button>
            <SubmitButton pending={upload.isPending}>{t("actions.upload")}</SubmitButton>
          </Box>
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t("confirm.upload_title")}
        message={t("confirm.upload_message")}
        confirmLabel={t("actions.upload")}
        cancelLabel={t("actions.cancel")}
        busy={upload.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
