import ConstructionIcon from "@mui/icons-material/Construction";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { readSection } from "../route-handle";

export function ComingSoonNotice() {
  const { t } = useTranslation("shell");
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, sm: 6 }, px: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: "auto",
          mb: 2,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "rgba(200, 135, 42, 0.12)",
          color: "secondary.main",
        }}
      >
        <ConstructionIcon fontSize="large" />
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
        {t("coming_soon.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: "auto" }}>
        {t("coming_soon.description")}
      </Typography>
    </Box>
  );
}

/** The placeholder of a screen whose feature has not landed; titled by its menu entry. */
export function ComingSoonPage() {
  const { t } = useTranslation("shell");
  const matches = useMatches();
  const section = readSection(matches[matches.length - 1]?.handle);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        {section ? t(`menu.${section}`) : t("coming_soon.title")}
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <ComingSoonNotice />
      </Paper>
    </>
  );
}
