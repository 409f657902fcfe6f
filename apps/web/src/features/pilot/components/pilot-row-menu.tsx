import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { can, type PilotRow, type SessionUser, UserStatus } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { trainingFlightPaths } from "../../training-flight";

interface PilotRowMenuProps {
  pilot: PilotRow;
  actor: SessionUser;
  onToggleActive: (pilot: PilotRow) => void;
  onChangePassword: (pilot: PilotRow) => void;
}

export function PilotRowMenu({ pilot, actor, onToggleActive, onChangePassword }: PilotRowMenuProps) {
  const { t } = useTranslation("pilot");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const active = pilot.status === UserStatus.ACTIVE;
  const then = (action: (pilot: PilotRow) => void) => () => {
    close();
    action(pilot);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t("actions.row_menu", { name: pilot.full_name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={`/admin/pilot/detail?id=${pilot.id}&mode=view`} onClick={close}>
          {t("actions.view")}
        </MenuItem>
        {/* Whoever sees the pilot in this list sees the pilot's training flights (canSeePilot). */}
        <MenuItem component={RouterLink} to={trainingFlightPaths.list("admin", pilot.id)} onClick={close}>
          {t("actions.training_flights")}
        </MenuItem>
        {can(actor, "pilot.edit") ? (
          <MenuItem component={RouterLink} to={`/admin/pilot/detail?id=${pilot.id}`} onClick={close}>
            {t("actions.edit")}
          </MenuItem>
        ) : null}
        {can(actor, "pilot.deactivate") ? (
          <MenuItem onClick={then(onToggleActive)}>
            {active ? t("actions.deactivate") : t("actions.activate")}
          </MenuItem>
        ) : null}
        {can(actor, "pilot.reset_password") ? (
          <MenuItem onClick={then(onChangePassword)}>{t("actions.change_password")}</MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
