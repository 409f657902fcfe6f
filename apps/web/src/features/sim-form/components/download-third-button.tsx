import DoneIcon from "@mui/icons-material/CheckCircle";
import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { DownloadedFlag, type SimPilotForm } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useDownloadThirdForm } from "../api";

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * The third submission's download (part2 §4): the file, then the flag; a done icon once it was
 * downloaded, 'Cannot set downloaded flag' when the file or the flag fails.
 */
export function DownloadThirdButton({ form, subject }: { form: SimPilotForm; subject: string }) {
  const { t } = useTranslation("sim-form");
  const download = useDownloadThirdForm();
  const url = form.third_submit;
  const done = form.downloaded_flag === DownloadedFlag.YES;
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      {url ? (
        <Tooltip title={t("download.button")}>
          <IconButton
            size="small"
            aria-label={t("download.label", { subject })}
            loading={download.isPending}
            onClick={() =>
              download.mutate(
                { formId: form.form_id, url },
                {
                  onSuccess: () => notifySuccess(t("notifications.downloaded")),
                  onError: () => notifyError(t("download.failed")),
                },
              )
            }
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Box component="span" sx={{ color: "text.secondary" }}>
          <span aria-hidden="true">—</span>
          <Box component="span" sx={visuallyHidden}>
            {t("download.not_ready", { subject })}
          </Box>
        </Box>
      )}
      {done ? (
        <DoneIcon color="success" fontSize="small" titleAccess={t("download.done", { subject })} />
      ) : null}
    </Box>
  );
}
