import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { DocumentType, type DocumentTypeName, type LatestTrainingDocument } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPost } from "../lib/api";
import { formatDate } from "../lib/dates";
import { onDemand } from "./on-demand";

// Loaded the first time the folder is opened: most visits to the lists never do.
const FileListDialog = onDemand(() => import("./file-list-dialog").then((m) => m.FileListDialog));

/**
 * The documents-folder button of the SIM and line check lists (part2 §2): opens the newest training
 * document of the type whose start date has come, for the account's fleet
 * (`training_document/get_latest_td_by_type`), with its files to preview and download.
 */
export function DocumentsFolderButton({ type }: { type: DocumentTypeName }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const latest = useQuery({
    queryKey: ["training-document", "latest", type],
    queryFn: ({ signal }) =>
      apiPost<LatestTrainingDocument>(
        "training_document/get_latest_td_by_type",
        { type: DocumentType[type] },
        { signal },
      ),
    enabled: open,
  });
  const document = latest.data;
  return (
    <>
      <Button variant="outlined" startIcon={<FolderOpenIcon />} onClick={() => setOpen(true)}>
        {t("folder.button")}
      </Button>
      <FileListDialog
        open={open}
        onClose={() => setOpen(false)}
        title={document?.document_name ?? t("folder.title")}
        subtitle={
          document?.start_date ? t("folder.since", { date: formatDate(document.start_date) }) : undefined
        }
        files={document?.files ?? []}
        loading={latest.isPending}
        emptyText={t("folder.empty")}
      />
    </>
  );
}
