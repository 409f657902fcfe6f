import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import LinkIcon from "@mui/icons-material/Link";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ActionButton } from "../../../components/form/action-button";
import { failureMessage } from "../../../lib/api-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { downloadCalendar, useCalendarLink, useRevokeCalendarLink } from "../api";

interface CalendarDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The caller's upcoming SIM sessions for a phone's calendar: a one-off .ics download, or a secret
 * subscription address the calendar app re-reads, which can be revoked (a new one replaces it).
 */
export function CalendarDialog({ open, onClose }: CalendarDialogProps) {
  const { t } = useTranslation("sim");
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const link = useCalendarLink();
  const revoke = useRevokeCalendarLink();
  const url = link.data?.url ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCalendar();
    } catch (error) {
      notifyError(failureMessage(error, t("common:errors.internal")));
    } finally {
      setDownloading(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t("calendar.copied"));
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable.
      notifyError(t("calendar.copy_failed"));
    }
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t("calendar.title")}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <Typography variant="body2">{t("calendar.download_text")}</Typography>
          <Box>
            <ActionButton
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              pending={downloading}
              onClick={download}
            >
              {t("calendar.download")}
            </ActionButton>
          </Box>
          <Typography variant="body2">{t("calendar.subscribe_text")}</Typography>
          {url ? (
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <TextField
                label={t("calendar.address")}
                value={url}
                size="small"
                fullWidth
                slotProps={{ input: { readOnly: true } }}
                onFocus={(event) => event.target.select()}
              />
              <IconButton aria-label={t("calendar.copy")} onClick={copy}>
                <ContentCopyIcon />
              </IconButton>
            </Box>
          ) : null}
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            {url ? (
              <Button color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirmRevoke(true)}>
                {t("calendar.revoke")}
              </Button>
            ) : (
              <ActionButton
                variant="outlined"
                startIcon={<LinkIcon />}
                pending={link.isPending}
                onClick={() => link.mutate()}
              >
                {t("calendar.get_link")}
              </ActionButton>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("actions.close")}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmRevoke}
        title={t("calendar.revoke_title")}
        message={t("calendar.revoke_message")}
        confirmLabel={t("calendar.revoke")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              link.reset();
              setConfirmRevoke(false);
              notifySuccess(t("calendar.revoked"));
            },
          })
        }
        onClose={() => setConfirmRevoke(false)}
      />
    </>
  );
}
