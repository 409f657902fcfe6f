import { createTheme } from "@mui/material/styles";
import { DRAWER_BREAKPOINT, TABLET_BREAKPOINT } from "@trms/shared";

export const theme = createTheme({
  // md is where the sidebar turns permanent (spec: drawer below 960 px); sm is the tablet width.
  breakpoints: { values: { xs: 0, sm: TABLET_BREAKPOINT, md: DRAWER_BREAKPOINT, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: "#0d3b66", light: "#3d6a99", dark: "#06213d", contrastText: "#ffffff" },
    secondary: { main: "#c8872a", contrastText: "#ffffff" },
    background: { default: "#f3f5f9", paper: "#ffffff" },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
