import LogoutIcon from "@mui/icons-material/Logout";
import PersonIcon from "@mui/icons-material/Person";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { isInspector, type SessionUser } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { onDemand } from "../../../components/on-demand";
import { initials } from "../../../components/user-avatar";
import { useAuth } from "../../../lib/auth";
import { outboxItems } from "../../../lib/device/device-state";
import { profilePath } from "../../../lib/home";

const SignOutDialog = onDemand(() => import("./sign-out-dialog").then((module) => module.SignOutDialog));

export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation("shell");
  const { signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Changes not sent yet are deleted with the device's data at sign-out: said first (ADR 1620).
  const [unsent, setUnsent] = useState(0);
  const menuId = useId();
  const headerId = useId();
  const close = () => setAnchor(null);
  // A photo replaces the initials; without one they are text on the button.
  const shownText = user.avatar ? user.full_name : `${initials(user.full_name)} ${user.full_name}`;

  return (
    <>
      <Button
        color="inherit"
        // Starts with what the button shows, initials and name, so speech control finds it (WCAG 2.5.3).
        aria-label={`${shownText}, ${t("profile_menu.label")}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, gap: 1, px: 0.75 }}
      >
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{
            width: 34,
            height: 34,
            fontSize: 14,
            bgcolor: "secondary.main",
            color: "secondary.contrastText",
          }}
        >
          {initials(user.full_name)}
        </Avatar>
        {/* Keeps "TH Trần Hùng" two words for assistive technology, as the aria-label has them. */}{" "}
        <Box
          component="span"
          sx={{
            display: { xs: "none", sm: "inline" },
            maxWidth: 180,
            overflow: "hidden",
            textOverflow: "ellipsis",
          }}
        >
          {user.full_name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        // Kept in the top bar's banner landmark, beside its button, as the menu-button pattern has it,
        // rather than in a portal at the end of the page outside every landmark.
        disablePortal
        slotProps={{ paper: { sx: { minWidth: 220 } }, list: { "aria-labelledby": headerId } }}
      >
        {/* Names the menu; plain text (no heading), since a menu holds only items and separators. */}
        <Box id={headerId} sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" component="div" noWrap>
            {user.full_name}
          </Typography>
          <Typography variant="body2" component="div" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {/* An inspector has no profile to open. */}
        {isInspector(user) ? null : (
          <MenuItem component={RouterLink} to={profilePath(user)} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t("profile_menu.profile")}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            const waiting = outboxItems().length;
            if (waiting > 0) setUnsent(waiting);
            else void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t("profile_menu.logout")}
        </MenuItem>
      </Menu>
      <SignOutDialog open={unsent > 0} unsent={unsent} onConfirm={signOut} onClose={() => setUnsent(0)} />
    </>
  );
}
