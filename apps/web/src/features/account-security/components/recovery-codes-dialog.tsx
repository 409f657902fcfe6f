import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";

/**
 * The ten recovery codes, shown this once: to copy or save as a text file before the dialog closes.
 * Each opens the account once if its authenticator app or passkey is lost.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation("security");
  const titleId = useId();
  const text = (codes ?? []).join("\n");
  const save = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "trms-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog open={codes !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("factors.recovery.title")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("factors.recovery.shown_once")}
        </Alert>
        <Box
          component="ol"
          aria-label={t("factors.recovery.title")}
          sx={{
            m: 0,
            pl: 3,
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
            columnGap: 4,
            rowGap: 0.5,
            fontFamily: "monospace",
            fontSize: "1rem",
          }}
        >
          {(codes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
          <Button
            startIcon={<ContentCopyIcon />}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(text)
                .then(() => notifySuccess(t("factors.recovery.copied")))
            }
          >
            {t("factors.recovery.copy")}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={save}>
            {t("factors.recovery.download")}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t("factors.recovery.saved")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
