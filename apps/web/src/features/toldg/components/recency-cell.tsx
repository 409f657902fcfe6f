import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type RecencyState, recencyState, type ToldgRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

const TONE: Record<RecencyState, { color: string; bgcolor: string } | null> = {
  expired: { color: "error.dark", bgcolor: "#fdeded" },
  expiring: { color: "#7a4b00", bgcolor: "#fff4e5" },
  current: null,
  none: null,
};

/**
 * The recency date, highlighted when it has passed or is at most 14 days away; the label says
 * which, so the colour is not the only sign. The tooltip shows the two dates behind it.
 */
export function RecencyCell({ row, today }: { row: ToldgRow; today: string }) {
  const { t } = useTranslation("toldg");
  const state = recencyState(row.recency_date, today);
  const tone = TONE[state];
  const details = t("recency.details", {
    aircraft: formatDate(row.ac_expired_date) || t("recency.none"),
    sim: formatDate(row.sim_expired_date) || t("recency.none"),
  });
  return (
    <Tooltip title={details}>
      <Box
        data-state={state}
        sx={{
          display: "inline-grid",
          px: tone ? 1 : 0,
          py: tone ? 0.25 : 0,
          borderRadius: 1,
          whiteSpace: "nowrap",
          ...(tone ?? {}),
        }}
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: tone ? 600 : 400 }}>
          {formatDate(row.recency_date) || t("recency.none")}
        </Typography>
        {tone ? (
          <Typography variant="caption" component="span">
            {t(`recency.state.${state}`)}
          </Typography>
        ) : null}
      </Box>
    </Tooltip>
  );
}
