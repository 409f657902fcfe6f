import Chip from "@mui/material/Chip";
import { LineCheckStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";

const COLOR: Record<number, "default" | "info" | "primary" | "success"> = {
  [LineCheckStatus.INITIAL]: "default",
  [LineCheckStatus.PILOT_SUBMITTED]: "info",
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
      variant={status === LineCheckStatus.INITIAL ? "outlined" : "filled"}
      onClick={onClick}
      sx={{ fontWeight: 500 }}
    />
  );
}
