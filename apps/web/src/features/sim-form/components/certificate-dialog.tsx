import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FileListDialog } from "../../../components/file-list-dialog";
import { fileNameOfUrl } from "../../../lib/file-name";
import { elearningClueQuery } from "../api";

/** 'View certificate': the e-learning certificate of a form (`sim/get_elearning_clue`), previewed. */
export function CertificateDialog({
  open,
  onClose,
  formId,
  subject,
}: {
  open: boolean;
  onClose: () => void;
  formId: number;
  subject: string;
}) {
  const { t } = useTranslation("sim-form");
  const clue = useQuery({ ...elearningClueQuery(formId), enabled: open });
  const url = clue.data?.clue_file ?? null;
  const name = url ? fileNameOfUrl(url) : "";
  return (
    <FileListDialog
      open={open}
      onClose={onClose}
      title={t("elearning.certificate")}
      subtitle={subject}
      loading={clue.isPending}
      emptyText={t("elearning.no_certificate")}
      files={
        url
          ? [
              {
                id: 1,
                url,
                name,
                mime: /\.pdf$/i.test(name) ? "application/pdf" : "image/*",
                size: 0,
              },
            ]
          : []
      }
    />
  );
}
