import { can, type LineTraining, type SessionUser } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { WorkflowRowMenu } from "../../../components/workflow/workflow-row-menu";
import { type LineTrainingRowAction, lineTrainingRowActions, lineTrainingRowMenu } from "../record";

/** Submission list, upload, change status and clean up (super admin), as the rules allow (part2 §2). */
export function LineTrainingRowMenu({
  row,
  actor,
  onAction,
}: {
  row: LineTraining;
  actor: SessionUser;
  onAction: (action: LineTrainingRowAction, row: LineTraining) => void;
}) {
  const { t } = useTranslation("line-training");
  return (
    <WorkflowRowMenu
      label={t("actions.row_menu", { name: `${row.pilot_crew_code} ${row.pilot_name ?? ""}`.trim() })}
      {...lineTrainingRowMenu(
        t as never,
        lineTrainingRowActions(actor, row),
        can(actor, "line_training.clean_up"),
        (action) => onAction(action, row),
      )}
    />
  );
}
