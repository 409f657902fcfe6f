import CloudOffIcon from "@mui/icons-material/CloudOff";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type SvgIcon from "@mui/material/SvgIcon";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

interface RecordNotFoundProps {
  to: string;
  text: string;
  backLabel: string;
  icon?: typeof SvgIcon;
}

/** A record that does not exist or is out of the caller's sight (the server answers 404 for both). */
export function RecordNotFound({ to, text, backLabel, icon: Icon = SearchOffIcon }: RecordNotFoundProps) {
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, sm: 8 } }}>
      <Icon aria-hidden sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 3 }}>
        {backLabel}
      </Button>
    </Box>
  );
}

/** Offline, a record never opened on this device (ADR 1620): said, with the way back to its list. */
export function RecordNotSynced({ to, backLabel }: { to: string; backLabel: string }) {
  const { t } = useTranslation("shell");
  return <RecordNotFound to={to} text={t("offline.not_synced")} backLabel={backLabel} icon={CloudOffIcon} />;
}
