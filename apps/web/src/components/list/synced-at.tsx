import CloudOffIcon from "@mui/icons-material/CloudOff";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/dates";
import { useOnline } from "../../lib/device/device-state";
import { ListEmpty } from "./list-message";

/** Offline, when the rows shown were synced: a list or a record kept on the device (ADR 1620). */
export function SyncedAt({ at }: { at: number }) {
  const { t } = useTranslation("shell");
  const online = useOnline();
  if (online || !at) return null;
  return (
    <Typography
      variant="body2"
      role="status"
      sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5, color: "text.secondary" }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {t("offline.synced_at", { time: formatDateTime(at) })}
    </Typography>
  );
}

/** Offline, and nothing of the page's answer was ever synced on this device (ADR 1620). */
export const notSynced = (query: { isPending: boolean; fetchStatus: string }) =>
  query.isPending && query.fetchStatus === "paused";

/** A list or record never synced on this device, offline: said, rather than a wait that never ends. */
export function NotSynced() {
  const { t } = useTranslation("shell");
  return <ListEmpty text={t("offline.not_synced")} />;
}
