import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { QueryClientProvider } from "@tanstack/react-query";
import { type Action, can, isAdminArea, isInspector, SIDEBAR_WIDTH } from "@trms/shared";
import { Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useMatches } from "react-router";
import { MuiProvider } from "../../../components/mui-provider";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { queryClient } from "../../../lib/query-client";
import { pageFromServer, serverLayoutDesktop } from "../../../lib/ssr";
import { DeviceSession } from "../../offline";
import { adminMenu, pilotMenu, type Section, visibleMenu } from "../menus";
import { NoAccessContent } from "../pages/no-access-page";
import { readAccess, readSection } from "../route-handle";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** The section of the route shown, and the rule that opens it (the route's own, or its section's). */
function useActiveSection(): { section?: Section; access?: Action } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    const section = readSection(handle);
    if (section) return { section, access: readAccess(handle) };
  }
  return {};
}

/** The signed-in frame, with the providers only this area needs. */
export function AppLayout() {
  return (
    <MuiProvider>
      <QueryClientProvider client={queryClient}>
        <AreaFrame />
      </QueryClientProvider>
    </MuiProvider>
  );
}

/** Sidebar (a drawer on narrow screens), top bar, and the current screen. */
function AreaFrame() {
  const { t } = useTranslation("shell");
  const { user } = useAuth();
  // A page the server rendered is taken over in the layout it chose, then follows the screen.
  const fromServer = pageFromServer();
  const desktop = useMediaQuery((theme) => theme.breakpoints.up("md"), {
    noSsr: !fromServer,
    defaultMatches: fromServer && serverLayoutDesktop(),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { section, access } = useActiveSection();
  const drawerId = useId();

  useEffect(() => {
    const screen = section ? t(`menu.${section}`) : null;
    document.title = screen ? `${screen} · ${t("common:app_title")}` : t("common:app_title");
  }, [section, t]);

  // A new screen closes the phone drawer, including via the browser's back button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setDrawerOpen(false), [pathname]);

  if (!user) return null;
  const area = isAdminArea(user) ? "admin" : isInspector(user) ? "inspector" : "pilot";
  const entries = visibleMenu(area === "admin" ? adminMenu : pilotMenu, user);
  const sidebar = (
    <Sidebar entries={entries} active={section} area={area} onNavigate={() => setDrawerOpen(false)} />
  );
  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: "border-box" } as const;

  return (
    <Box sx={{ display: "flex", minHeight: "100dvh" }}>
      <Link
        href="#main-content"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: "background.paper",
          px: 2,
          py: 1,
          borderRadius: 1,
          "&:focus": { top: 8 },
        }}
      >
        {t("skip_to_content")}
      </Link>
      <DeviceSession />
      <TopBar
        user={user}
        menuOpen={drawerOpen}
        drawerId={drawerId}
        onOpenMenu={desktop ? undefined : () => setDrawerOpen(true)}
      />
      <Box
        component="nav"
        aria-label={t("navigation")}
        sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}
      >
        {desktop ? (
          <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            id={drawerId}
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: paperSx } }}
            ModalProps={{ keepMounted: true }}
          >
            {sidebar}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: "none" }}
      >
        <Toolbar />
        <Suspense fallback={<PageLoader />}>
          {/* The section's rule, the one the menu asks: no screen of a hidden entry opens. */}
          {access && !can(user, access) ? <NoAccessContent /> : <Outlet />}
        </Suspense>
      </Box>
    </Box>
  );
}
