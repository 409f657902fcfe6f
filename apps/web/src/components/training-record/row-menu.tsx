import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

interface RowMenuProps {
  label: string;
  detailTo: string;
  /** Only for role admin, the one role that deletes training records (part1 §6). */
  onDelete?: () => void;
}

/** A training record row's menu: Detail, and Delete (after a confirmation the caller shows). */
export function RowMenu({ label, detailTo, onDelete }: RowMenuProps) {
  const { t } = useTranslation("training-record");
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
              onDelete();
            }}
          >
            {t("actions.delete")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
