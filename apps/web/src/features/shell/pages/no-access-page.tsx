import LockIcon from "@mui/icons-material/Lock";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/**
 * A section this account may not open (its menu entry is hidden by the same rule): reached
 * only by an old link or a typed address. Keeps the sidebar around it.
 */
export function NoAccessContent() {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, sm: 8 } }}>
      <LockIcon aria-hidden sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {t("no_access.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t("no_access.description")}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t("common:actions.go_home")}
      </Button>
    </Box>
  );
}
