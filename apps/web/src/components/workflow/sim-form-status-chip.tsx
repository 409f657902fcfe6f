import Chip from "@mui/material/Chip";
import { SimFormStatus } from "@trms/shared";
import { useTranslation } from "react-i18next";

// Colours whose text keeps a 4.5:1 contrast: MUI's info blue does not, so Pilot Submitted is the primary
// colour outlined (Instructor A Submitted is it filled).
const COLOR: Record<number, "default" | "primary" | "secondary" | "success" | "error"> = {
  [SimFormStatus.INITIAL]: "default",
  [SimFormStatus.PILOT_SUBMITTED]: "primary",
  [SimFormStatus.INSTRUCTOR_A_SUBMITTED]: "primary",
  [SimFormStatus.INSTRUCTOR_B_SUBMITTED]: "secondary",
  [SimFormStatus.COMPLETED]: "success",
  [SimFormStatus.FAILED]: "error",
};

const OUTLINED = new Set<number>([SimFormStatus.INITIAL, SimFormStatus.PILOT_SUBMITTED]);

/**
 * A pilot's SIM form status (part2 §4), named in the user's language; with `onClick` a button (the
 * list's chip opens the reset-status history).
 */
export function SimFormStatusChip({
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
      variant={OUTLINED.has(status) ? "outlined" : "filled"}
      sx={{ fontWeight: 500 }}
      {...(onClick ? { onClick, "aria-label": ariaLabel } : {})}
    />
  );
}
