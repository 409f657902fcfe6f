import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

// The root redirects to the user's own home, or to /login without a session.

/** Unknown path inside an area: keeps the sidebar around it. */
export function NotFoundContent() {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, sm: 8 } }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {t("not_found.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t("not_found.description")}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t("common:actions.go_home")}
      </Button>
    </Box>
  );
}
