import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { can, type SessionUser, UserStatus, type UserSummary } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

interface UserRowMenuProps {
  target: UserSummary;
  actor: SessionUser;
  onToggleStatus: (target: UserSummary) => void;
  onPermissions: (target: UserSummary) => void;
}

/**
 * What the actor may do to one account, mirroring the server: details by the account itself or the
 * super administrator; status by a manager, never on oneself nor (unless super) on a super admin;
 * permissions by the super administrator, for role-user accounts only.
 */
export function userRowActions(actor: SessionUser, target: UserSummary) {
  return {
    edit: can(actor, "user.edit_details", target),
    status: can(actor, "user.set_status", target),
    permissions: can(actor, "permission.grant", target),
  };
}

export function UserRowMenu({ target, actor, onToggleStatus, onPermissions }: UserRowMenuProps) {
  const { t } = useTranslation("user");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const allowed = userRowActions(actor, target);
  const close = () => setAnchor(null);
  const blocked = target.status === UserStatus.BLOCKED;

  return (
    <>
      <IconButton
        aria-label={t("actions.row_menu", { name: target.full_name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={`/admin/user/detail/${target.id}?mode=view`} onClick={close}>
          {t("actions.detail")}
        </MenuItem>
        {allowed.edit ? (
          <MenuItem component={RouterLink} to={`/admin/user/detail/${target.id}`} onClick={close}>
            {t("actions.edit")}
          </MenuItem>
        ) : null}
        {allowed.status ? (
          <MenuItem
            onClick={() => {
              close();
              onToggleStatus(target);
            }}
          >
            {blocked ? t("actions.activate") : t("actions.block")}
          </MenuItem>
        ) : null}
        {allowed.permissions ? (
          <MenuItem
            onClick={() => {
              close();
              onPermissions(target);
            }}
          >
            {t("actions.permissions")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
