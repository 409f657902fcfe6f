import CssBaseline from "@mui/material/CssBaseline";
import { enUS, viVN } from "@mui/material/locale";
import { createTheme, ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { theme } from "./theme";

/**
 * MUI's theme for the signed-in area, with MUI's own texts (pagination arrows, Autocomplete's
 * Open/Clear, …) in the interface language; the date pickers take theirs from
 * `PickerLocalization`. The public pages stay plain CSS (ADR 0102).
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const vietnamese = i18n.language === "vi";
  const localized = useMemo(() => createTheme(theme, vietnamese ? viVN : enUS), [vietnamese]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
