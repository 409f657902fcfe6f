import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import InboxOutlinedIcon from "@mui/icons-material/InboxOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-error";

const centred = { display: "grid", justifyItems: "center", gap: 1 } as const;

/** Nothing to show: the list's own words (no rows yet, or none matching the search). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <Box role="status" sx={centred}>
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "text.disabled" }} />
      <Typography sx={{ color: "text.secondary" }}>{text}</Typography>
    </Box>
  );
}

/**
 * The call failed: said as a failure, never as an empty list, with the server's reason and a way to
 * ask again.
 */
export function ListFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Box role="alert" sx={centred}>
      <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 500 }}>{t("list.load_failed")}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {failureMessage(error, t("errors.internal"))}
      </Typography>
      <Button
        variant="outlined"
        onClick={onRetry}
        disabled={retrying}
        startIcon={retrying ? <CircularProgress size={18} aria-hidden /> : <RefreshIcon />}
        sx={{ mt: 1 }}
      >
        {t("actions.retry")}
      </Button>
    </Box>
  );
}
