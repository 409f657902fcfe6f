import Chip from "@mui/material/Chip";
import { SimFormStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";

const COLOR: Record<number, "default" | "info" | "primary" | "secondary" | "success" | "error"> = {
  [SimFormStatus.INITIAL]: "default",
  [SimFormStatus.PILOT_SUBMITTED]: "info",
  [SimFormStatus.INSTRUCTOR_A_SUBMITTED]: "primary",
  [SimFormStatus.INSTRUCTOR_B_SUBMITTED]: "secondary",
  [SimFormStatus.COMPLETED]: "success",
  [SimFormStatus.FAILED]: "error",
};

/**
 * A pilot's SIM form status (part2 §4), named in the user's language; with `onClick` a button (the
 * list's chip opens the reset-status history).
 */
export function FormStatusChip({
  status,
  onClick,
  ariaLabel,
}: {
  status: number;
  onClick?: () => void;
  ariaLabel?: string;
}) {
  const { t } = useTranslation("sim");
  return (
    <Chip
      size="small"
      label={t(`form_status.${status}`, { defaultValue: String(status) })}
      color={COLOR[status] ?? "default"}
      variant={status === SimFormStatus.INITIAL ? "outlined" : "filled"}
      sx={{ fontWeight: 500 }}
      {...(onClick ? { onClick, "aria-label": ariaLabel } : {})}
    />
  );
}
