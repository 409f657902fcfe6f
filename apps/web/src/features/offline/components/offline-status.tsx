import CloudOffIcon from "@mui/icons-material/CloudOff";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { VISUALLY_HIDDEN } from "../../../components/list/list-styles";
import { useOnline } from "../../../lib/device/device-state";

/** The top bar's mark of a device without a network (nothing when online, as on the server). */
export function OfflineStatus() {
  const { t } = useTranslation("shell");
  const online = useOnline();
  if (online) return null;
  return (
    <Chip
      role="status"
      icon={<CloudOffIcon aria-hidden />}
      label={t("offline.status")}
      size="small"
      sx={{
        bgcolor: "warning.light",
        color: "common.black",
        "& .MuiChip-icon": { color: "inherit" },
        // A phone's top bar has no room for the word: the icon shows, the word is still read out.
        "@media (max-width: 599.95px)": {
          "& .MuiChip-label": VISUALLY_HIDDEN,
          "& .MuiChip-icon": { mx: 0.5 },
        },
      }}
    />
  );
}
