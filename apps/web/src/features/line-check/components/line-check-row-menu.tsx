import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { LineCheck } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

interface LineCheckRowMenuProps {
  check: LineCheck;
  detailPath: string;
  label: string;
  /** Change status, for holders of CHANGE_LINE_CHECK_STATUS. */
  onChangeStatus?: () => void;
  /** Confirm reading the documents, for the line check's own pilot while not confirmed. */
  onConfirmRead?: () => void;
}

/** The row menu of part2 §2: Detail, Change status, Confirm read document. */
export function LineCheckRowMenu({
  check,
  detailPath,
  label,
  onChangeStatus,
  onConfirmRead,
}: LineCheckRowMenuProps) {
  const { t } = useTranslation("line-check");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t("row.menu", { name: label })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
        data-line-check={check.id}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={detailPath} onClick={close}>
          {t("actions.detail")}
        </MenuItem>
        {onChangeStatus ? (
          <MenuItem
            onClick={() => {
              close();
              onChangeStatus();
            }}
          >
            {t("common:workflow.change_status")}
          </MenuItem>
        ) : null}
        {onConfirmRead ? (
          <MenuItem
            onClick={() => {
              close();
              onConfirmRead();
            }}
          >
            {t("actions.confirm_read")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
