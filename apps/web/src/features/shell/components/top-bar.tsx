import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { type SessionUser, SIDEBAR_WIDTH } from "@trms/shared";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../../components/language-switcher";
import { SecondFactorReminder } from "../../account-security";
import { OfflineStatus, OutboxButton } from "../../offline";
import { ProfileMenu } from "./profile-menu";

interface TopBarProps {
  user: SessionUser;
  /** Set below the drawer breakpoint, where the sidebar hides behind a hamburger. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
  drawerId: string;
}

export function TopBar({ user, onOpenMenu, menuOpen, drawerId }: TopBarProps) {
  const { t } = useTranslation("shell");
  return (
    <AppBar
      position="fixed"
      sx={{ width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` }, ml: { md: `${SIDEBAR_WIDTH}px` } }}
    >
      <Toolbar
        sx={{
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 1, sm: 2 },
          // The title gives way on a narrow phone; the controls keep their size and never overlap.
          "& > :not(p)": { flexShrink: 0 },
        }}
      >
        {onOpenMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t("open_menu")}
            aria-controls={drawerId}
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
            sx={{ ml: 0.5 }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontSize: { xs: 17, sm: 20 } }}>
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            {t("common:app_title")}
          </Box>
          <Box component="span" sx={{ display: { xs: "inline", sm: "none" } }}>
            {t("common:app_title_short")}
          </Box>
        </Typography>
        <Suspense fallback={null}>
          <SecondFactorReminder />
        </Suspense>
        <OfflineStatus />
        <OutboxButton />
        <LanguageSwitcher tone="dark" />
        <ProfileMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
