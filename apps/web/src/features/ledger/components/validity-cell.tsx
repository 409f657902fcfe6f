import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Validity, ValidityState } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

/** The tone of each state; the words under the date say the same, so colour is never the only sign. */
export const VALIDITY_TONE: Record<ValidityState, { color: string; bgcolor: string }> = {
  valid: { color: "#1b5e20", bgcolor: "#edf7ed" },
  expiring: { color: "#7a4b00", bgcolor: "#fff4e5" },
  expired: { color: "#8a1c1c", bgcolor: "#fdeded" },
  never: { color: "text.secondary", bgcolor: "#f2f2f2" },
};

/** One validity of one pilot: its last valid day (or due day) and its state in words. */
export function ValidityCell({ validity, kind }: { validity: Validity; kind: string }) {
  const { t } = useTranslation("ledger");
  const tone = VALIDITY_TONE[validity.state];
  const date = formatDate(validity.valid_until);
  return (
    <Box
      data-state={validity.state}
      data-validity={kind}
      sx={{ display: "inline-grid", px: 1, py: 0.25, borderRadius: 1, whiteSpace: "nowrap", ...tone }}
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {t(`state.${validity.state}`)}
      </Typography>
      <Typography variant="caption" component="span">
        {date
          ? t(kind === "elearning" ? "cell.due" : "cell.until", { date })
          : kind === "elearning" && validity.state === "valid"
            ? t("cell.done")
            : "—"}
      </Typography>
    </Box>
  );
}
