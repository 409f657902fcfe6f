import Chip from "@mui/material/Chip";
import { LineCheckStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";

const COLOR: Record<number, "default" | "primary" | "success"> = {
  [LineCheckStatus.INITIAL]: "default",
  [LineCheckStatus.PILOT_SUBMITTED]: "primary",
  [LineCheckStatus.INSTRUCTOR_SUBMITTED]: "primary",
  [LineCheckStatus.COMPLETED]: "success",
};

/** A line check's status (part2 §4), named in the user's language; a click opens its history. */
export function LineCheckStatusChip({ status, onClick }: { status: number; onClick?: () => void }) {
  const { t } = useTranslation("line-check");
  return (
    <Chip
      size="small"
      label={t(`status.${status}`, { defaultValue: String(status) })}
      color={COLOR[status] ?? "default"}
      // Outlined until the instructor has acted; the white-on-blue "info" fill is too faint (axe).
      variant={status <= LineCheckStatus.PILOT_SUBMITTED ? "outlined" : "filled"}
      onClick={onClick}
      sx={{ fontWeight: 500 }}
    />
  );
}
