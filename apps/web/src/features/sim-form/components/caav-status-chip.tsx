import Chip from "@mui/material/Chip";
import { CaavFormStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";

// Colours whose white text keeps a 4.5:1 contrast (MUI's info blue does not).
const COLOR: Record<number, "default" | "primary" | "success"> = {
  [CaavFormStatus.INITIAL]: "default",
  [CaavFormStatus.PILOT_SUBMITTED]: "primary",
  [CaavFormStatus.INSTRUCTOR_SUBMITTED]: "success",
};

/** A pilot's CAAV form status (part2 §4), named in the user's language. */
export function CaavStatusChip({ status }: { status: number }) {
  const { t } = useTranslation("sim-form");
  return (
    <Chip
      size="small"
      label={`${t("caav.short")}: ${t(`caav_status.${status}`, { defaultValue: String(status) })}`}
      color={COLOR[status] ?? "default"}
      variant={status === CaavFormStatus.INITIAL ? "outlined" : "filled"}
      sx={{ fontWeight: 500 }}
    />
  );
}
