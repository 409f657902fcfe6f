import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useQuery } from "@tanstack/react-query";
import { DocumentType, type LatestTrainingDocument, type LineCheck } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileListDialog } from "../../../components/file-list-dialog";
import { ActionButton } from "../../../components/form/action-button";
import { apiPost } from "../../../lib/api";
import { formatSimDateTime } from "../../../lib/dates";

interface ReadDocumentsDialogProps {
  check: LineCheck | null;
  busy?: boolean;
  onConfirm: (check: LineCheck) => unknown;
  onClose: () => void;
}

/**
 * 'Have you read document?' (part2 §2, §4): the latest line-check document's files to open, then
 * Yes (linecheck/read_documents) or Later.
 */
export function ReadDocumentsDialog({ check, busy, onConfirm, onClose }: ReadDocumentsDialogProps) {
  const { t } = useTranslation("line-check");
  const titleId = useId();
  const [filesOpen, setFilesOpen] = useState(false);
  const latest = useQuery({
    queryKey: ["training-document", "latest", "LINE_CHECK"],
    queryFn: ({ signal }) =>
      apiPost<LatestTrainingDocument>(
        "training_document/get_latest_td_by_type",
        { type: DocumentType.LINE_CHECK },
        { signal },
      ),
    enabled: check !== null,
  });
  const document = latest.data;
  const files = document?.files ?? [];
  return (
    <>
      <Dialog
        open={check !== null && !filesOpen}
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{t("read.title")}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "grid", gap: 2 }}>
            <DialogContentText>
              {t("read.message", { date: check ? formatSimDateTime(check.line_check_date) : "" })}
            </DialogContentText>
            {document?.document_name ? (
              <Button variant="outlined" onClick={() => setFilesOpen(true)}>
                {t("read.open_documents", { name: document.document_name, count: files.length })}
              </Button>
            ) : latest.isPending ? null : (
              <Alert severity="info">{t("read.no_document")}</Alert>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("read.later")}
          </Button>
          <ActionButton variant="contained" pending={busy} onClick={() => check && onConfirm(check)}>
            {t("read.yes")}
          </ActionButton>
        </DialogActions>
      </Dialog>
      <FileListDialog
        open={check !== null && filesOpen}
        onClose={() => setFilesOpen(false)}
        title={document?.document_name ?? t("read.title")}
        files={files}
        emptyText={t("read.no_document")}
      />
    </>
  );
}
