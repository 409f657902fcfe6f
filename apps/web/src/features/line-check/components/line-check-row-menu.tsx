import type { LineCheckAnyAction } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { WorkflowRowMenu } from "../../../components/workflow/workflow-row-menu";
import { lineCheckRowMenu } from "../record";

interface LineCheckRowMenuProps {
  /** What the tables offer this account on the row now (`lineCheckActions`). */
  actions: readonly LineCheckAnyAction[];
  detailPath: string;
  label: string;
  /** Change status, when the tables offer `set_status`. */
  onChangeStatus: () => void;
  /** Confirm reading the documents, when the tables offer `read_documents` (the pilot, not yet read). */
  onConfirmRead: () => void;
}

/** The row menu of part2 §2: Detail, Change status, Confirm read document. */
export function LineCheckRowMenu({
  actions,
  detailPath,
  label,
  onChangeStatus,
  onConfirmRead,
}: LineCheckRowMenuProps) {
  const { t } = useTranslation("line-check");
  return (
    <WorkflowRowMenu
      label={t("row.menu", { name: label })}
      {...lineCheckRowMenu(t as never, actions, { detailPath, onChangeStatus, onConfirmRead })}
    />
  );
}
