import { inputBaseClasses } from "@mui/material/InputBase";
import { outlinedInputClasses } from "@mui/material/OutlinedInput";
import { selectClasses } from "@mui/material/Select";
import { createTheme } from "@mui/material/styles";
import { DRAWER_BREAKPOINT, TABLET_BREAKPOINT } from "@trms/shared";

/** The background of a read-only field (also used by the read-only date field). */
export const READ_ONLY_BACKGROUND = "#f0f2f6";

export const theme = createTheme({
  // md is where the sidebar turns permanent (spec: drawer below 960 px); sm is the tablet width.
  breakpoints: { values: { xs: 0, sm: TABLET_BREAKPOINT, md: DRAWER_BREAKPOINT, lg: 1280, xl: 1920 } },
  // Every main colour carries white text at WCAG AA (4.5:1); error, warning and success also read
  // as text on white and on the below-standard row tint (#fdecea). MUI's defaults and our former
  // amber (#c8872a) did not. See ADR 0150.
  palette: {
    primary: { main: "#0d3b66", light: "#3d6a99", dark: "#06213d", contrastText: "#ffffff" },
    secondary: { main: "#9e6418", contrastText: "#ffffff" },
    error: { main: "#c62828", contrastText: "#ffffff" },
    warning: { main: "#984c00", contrastText: "#ffffff" },
    success: { main: "#276b2c", contrastText: "#ffffff" },
    background: { default: "#f3f5f9", paper: "#ffffff" },
  },
  shape: { borderRadius: 8 },
  typography: {
    // The system's own interface font, none downloaded (ADR 1140): San Francisco on Apple devices,
    // Segoe UI on Windows, Roboto on Android and ChromeOS, Noto Sans or Liberation Sans on Linux, each
    // with the Vietnamese letters. The same list as base.css's --trms-font.
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    button: { textTransform: "none", fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // A disabled field's helper often says why it is disabled, so it stays readable (AA) rather
    // than fading to MUI's 38 % grey.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ "&.Mui-disabled": { color: theme.palette.text.secondary } }),
      },
    },
    // A read-only field reads as a value, not as an input waiting to be typed into: no outline, a
    // tinted background and no dropdown arrow (the form kit's readOnly fields).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          [`&.${inputBaseClasses.readOnly}`]: {
            backgroundColor: READ_ONLY_BACKGROUND,
            [`& .${outlinedInputClasses.notchedOutline}`]: { borderColor: "transparent" },
            [`&:hover .${outlinedInputClasses.notchedOutline}`]: { borderColor: "transparent" },
            [`&.${outlinedInputClasses.focused} .${outlinedInputClasses.notchedOutline}`]: {
              borderColor: "rgba(0, 0, 0, 0.38)",
              borderWidth: 1,
              borderStyle: "dashed",
            },
            [`& .${selectClasses.icon}`]: { display: "none" },
            [`& .${selectClasses.select}`]: { cursor: "default" },
          },
        },
      },
    },
  },
});
