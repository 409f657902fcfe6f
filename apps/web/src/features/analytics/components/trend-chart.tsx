import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { LineChart } from "@mui/x-charts/LineChart";
import { CRITERIA_CHART_AXIS, type CriterionTrend } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";

interface TrendChartProps {
  trend: CriterionTrend;
  criterion: string;
  pilot: string;
}

/**
 * A pilot's grades of one criterion, oldest first, with the least-squares trend line through them and
 * the fleet's band (mean and one standard deviation either side) as lines. Loaded on its own.
 */
export default function TrendChart({ trend, criterion, pilot }: TrendChartProps) {
  const { t } = useTranslation("analytics");
  const theme = useTheme();
  const numbers = useNumbers();
  const points = trend.grades.map((_, index) => index);
  // The line's value at each grade: straight between its first and last day, by day.
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const line = trend.trend;
  const lineAt = (date: string) => {
    if (!line) return null;
    const span = day(line.end_date) - day(line.start_date);
    return span === 0
      ? line.start_value
      : line.start_value + ((line.end_value - line.start_value) * (day(date) - day(line.start_date))) / span;
  };
  const band = trend.fleet_mean !== null ? { mean: trend.fleet_mean, sd: trend.fleet_sd ?? 0 } : null;
  const dashed = { strokeDasharray: "6 4", stroke: theme.palette.text.secondary };
  return (
    <Box
      component="figure"
      aria-label={t("trends.chart_label", { criterion, pilot, count: trend.grades.length })}
      sx={{ width: "100%", height: 320, m: 0 }}
    >
      <LineChart
        height={320}
        margin={{ left: 8, right: 40, top: 16, bottom: 8 }}
        xAxis={[
          {
            data: points,
            scaleType: "point",
            valueFormatter: (index: number) => {
              const grade = trend.grades[index];
              return grade ? formatDate(grade.date_of_flight) : "";
            },
          },
        ]}
        yAxis={[{ min: CRITERIA_CHART_AXIS.min, max: CRITERIA_CHART_AXIS.max, width: 32 }]}
        series={[
          {
            data: trend.grades.map((grade) => grade.score),
            label: t("trends.grade"),
            color: theme.palette.primary.main,
            curve: "linear",
            showMark: true,
          },
          ...(line
            ? [
                {
                  // The line by day, read at each grade's day (the axis spaces grades evenly).
                  data: trend.grades.map((grade) => lineAt(grade.date_of_flight)),
                  label: t("trends.trend_line"),
                  color: theme.palette.secondary.main,
                  curve: "linear" as const,
                  showMark: false,
                  valueFormatter: (value: number | null) =>
                    value === null ? "" : numbers.format(value, { maximumFractionDigits: 2 }),
                },
              ]
            : []),
        ]}
        grid={{ horizontal: true }}
      >
        {band ? (
          <>
            <ChartsReferenceLine
              y={band.mean}
              label={t("trends.fleet_mean", { mean: numbers.format(band.mean) })}
              labelAlign="start"
              lineStyle={{ stroke: theme.palette.warning.dark }}
              labelStyle={{ fontSize: 12, fill: theme.palette.text.secondary }}
            />
            {band.sd > 0 ? (
              <>
                <ChartsReferenceLine
                  y={Math.min(band.mean + band.sd, CRITERIA_CHART_AXIS.max)}
                  lineStyle={dashed}
                />
                <ChartsReferenceLine
                  y={Math.max(band.mean - band.sd, CRITERIA_CHART_AXIS.min)}
                  lineStyle={dashed}
                />
              </>
            ) : null}
          </>
        ) : null}
      </LineChart>
    </Box>
  );
}
