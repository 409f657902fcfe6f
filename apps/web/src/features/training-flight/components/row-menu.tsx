import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { TrainingFlightRow } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

interface RowMenuProps {
  row: TrainingFlightRow;
  label: string;
  detailTo: string;
  /** Only for role admin, the one role that deletes training flights (part1 §6). */
  onDelete?: (row: TrainingFlightRow) => void;
}

export function RowMenu({ row, label, detailTo, onDelete }: RowMenuProps) {
  const { t } = useTranslation("training-flight");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={detailTo} onClick={close}>
          {t("actions.detail")}
        </MenuItem>
        {onDelete ? (
          <MenuItem
            sx={{ color: "error.main" }}
            onClick={() => {
              close();
              onDelete(row);
            }}
          >
            {t("actions.delete")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
