import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { type RecencyData, type RecencyState, recencyState } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { airlineToday, formatDate } from "../../../lib/dates";
import { FlightsTable } from "./flights-table";

const STATE_COLOR: Record<RecencyState, "default" | "error" | "warning" | "success"> = {
  none: "default",
  expired: "error",
  expiring: "warning",
  current: "success",
};

/** The survey's answer: whose data it is, the three dates, and the flights now on record. */
export function RecencyResult({ data, onAgain }: { data: RecencyData; onAgain: () => void }) {
  const { t } = useTranslation("toldg", { keyPrefix: "survey" });
  const state = recencyState(data.dates.recency_date, airlineToday());
  const dates = [
    { key: "recency_date", value: data.dates.recency_date },
    { key: "sim_expired_date", value: data.dates.sim_expired_date },
    { key: "ac_expired_date", value: data.dates.ac_expired_date },
  ];

  return (
    <Box sx={{ display: "grid", gap: 3, mt: 2 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t("result.pilot")}
        </Typography>
        <Typography variant="h6" component="p" data-testid="survey-full-name">
          {data.full_name}
        </Typography>
      </div>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" },
        }}
      >
        {dates.map(({ key, value }) => (
          <Box
            key={key}
            sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 2, display: "grid", gap: 0.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`fields.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant={value ? "h6" : "body1"}
              color={value ? "text.primary" : "text.secondary"}
              sx={{ m: 0 }}
              data-testid={`survey-${key}`}
            >
              {value ? formatDate(value) : t(`result.missing.${key}`)}
            </Typography>
            {key === "recency_date" ? (
              <Chip
                size="small"
                color={STATE_COLOR[state]}
                label={t(`result.state.${state}`)}
                sx={{ justifySelf: "start", fontWeight: 500 }}
              />
            ) : null}
          </Box>
        ))}
      </Box>
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
          {t("result.flights")}
        </Typography>
        {data.flights.length > 0 ? (
          <FlightsTable caption={t("result.flights")} flights={data.flights} />
        ) : (
          <Typography color="text.secondary">{t("result.no_flights")}</Typography>
        )}
      </div>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="outlined" onClick={onAgain}>
          {t("actions.again")}
        </Button>
      </Box>
    </Box>
  );
}
