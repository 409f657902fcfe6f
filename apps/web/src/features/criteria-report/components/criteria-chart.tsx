import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { LineChart } from "@mui/x-charts/LineChart";
import { CRITERIA_CHART_AXIS, type CriteriaScore, STANDARD_SCORE } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import { formatDate } from "../../../lib/dates";

interface CriteriaChartProps {
  scores: CriteriaScore[];
  /** The criterion's name, for the line's label. */
  criterion: string;
  /** Whose scores, for the figure's name. */
  pilot: string;
}

const AXIS_TICKS = Array.from(
  { length: (CRITERIA_CHART_AXIS.max - CRITERIA_CHART_AXIS.min) / CRITERIA_CHART_AXIS.step + 1 },
  (_, i) => CRITERIA_CHART_AXIS.min + i * CRITERIA_CHART_AXIS.step,
);

/**
 * The criterion's score on each graded flight, oldest first, on a 0–5 axis in steps of 1 (part2 §9).
 * Loaded on its own (the chart library is large), only by this screen. The tooltip names the date,
 * the flight type and the score; a dashed line marks the standard (3).
 */
export default function CriteriaChart({ scores, criterion, pilot }: CriteriaChartProps) {
  const { t } = useTranslation("criteria-report");
  const labels = useTrainingFlightLabels();
  const theme = useTheme();
  const points = scores.map((_, index) => index);
  return (
    <Box
      component="figure"
      aria-label={t("chart.label", { criterion, pilot, count: scores.length })}
      sx={{ width: "100%", height: 320, m: 0 }}
    >
      <LineChart
        height={320}
        margin={{ left: 8, right: 40, top: 16, bottom: 8 }}
        xAxis={[
          {
            data: points,
            scaleType: "point",
            label: t("chart.date_axis"),
            valueFormatter: (index: number, context) => {
              const entry = scores[index];
              if (!entry) return "";
              const date = formatDate(entry.date_of_flight);
              return context.location === "tooltip"
                ? `${date} · ${labels.flightType(entry.flight_type)}`
                : date;
            },
          },
        ]}
        yAxis={[
          {
            min: CRITERIA_CHART_AXIS.min,
            max: CRITERIA_CHART_AXIS.max,
            tickInterval: AXIS_TICKS,
            label: t("chart.score_axis"),
            width: 48,
          },
        ]}
        series={[
          {
            data: scores.map((entry) => entry.score),
            label: criterion,
            color: theme.palette.primary.main,
            showMark: true,
            // Scores are whole grades: straight lines between flights, no curve through values never given.
            curve: "linear",
            valueFormatter: (value) => (value === null ? "" : t("chart.score", { score: value })),
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { sx: { display: "none" } } }}
      >
        <ChartsReferenceLine
          y={STANDARD_SCORE}
          label={t("chart.standard")}
          labelAlign="start"
          lineStyle={{ strokeDasharray: "6 4", stroke: theme.palette.warning.main }}
          labelStyle={{ fontSize: 12, fill: theme.palette.text.secondary }}
        />
      </LineChart>
    </Box>
  );
}
