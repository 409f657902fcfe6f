import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import {
  availableActions,
  can,
  type LineTraining,
  lineTrainingStageOf,
  lineTrainingWorkflow,
  type SessionUser,
} from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

export type LineTrainingRowAction = "submissions" | "upload" | "status" | "clean_up";

/** The rules' view of a list row. */
export const recordOf = (row: LineTraining) => ({
  pilot_crew_code: row.pilot_crew_code,
  fleet: row.fleet,
  status: row.status,
  has_last_submit: row.last_submit !== null,
});

/** The stage this account may upload now on this row, or null (the table decides, as on the server). */
export function uploadStage(actor: SessionUser, row: LineTraining): 1 | 2 | null {
  const record = recordOf(row);
  const stage = lineTrainingStageOf(actor, record);
  if (stage === null) return null;
  const open = availableActions(lineTrainingWorkflow, actor, record);
  return open.includes(stage === 1 ? "submit_first" : "submit_second") ? stage : null;
}

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pick = (action: LineTrainingRowAction) => () => {
    setAnchor(null);
    onAction(action, row);
  };
  const stage = uploadStage(actor, row);
  return (
    <>
      <IconButton
        aria-label={t("actions.row_menu", { name: `${row.pilot_crew_code} ${row.pilot_name ?? ""}`.trim() })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick("submissions")}>{t("actions.submissions")}</MenuItem>
        {stage !== null ? (
          <MenuItem onClick={pick("upload")}>
            {t(stage === 1 ? "actions.upload_pilot" : "actions.upload_instructor")}
          </MenuItem>
        ) : null}
        {can(actor, "line_training.set_status") ? (
          <MenuItem onClick={pick("status")}>{t("actions.change_status")}</MenuItem>
        ) : null}
        {can(actor, "line_training.clean_up") ? (
          <MenuItem onClick={pick("clean_up")} sx={{ color: "error.main" }}>
            {t("actions.clean_up")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
