import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import type { PipelineMeasure } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

interface PipelineChartProps {
  /** The measure of the kind's Completed status, with every month of the period. */
  measure: PipelineMeasure;
  kindName: string;
}

/**
 * The median and 90th percentile of the days to Completed, per month of the start, as pairs of bars;
 * a month without a Completed item has none. Loaded on its own: the chart library is large.
 */
export default function PipelineChart({ measure, kindName }: PipelineChartProps) {
  const { t } = useTranslation("analytics");
  const theme = useTheme();
  const numbers = useNumbers();
  const days = (value: number | null) =>
    value === null
      ? "–"
      : t("pipeline.chart.days", { days: numbers.format(value, { maximumFractionDigits: 1 }) });
  return (
    <Box
      component="figure"
      aria-label={t("pipeline.chart.label", { kind: kindName })}
      sx={{ width: "100%", m: 0, mb: 1 }}
    >
      <BarChart
        height={260}
        margin={{ left: 4, right: 16, top: 16, bottom: 4 }}
        xAxis={[
          {
            data: measure.months.map((month) => month.month),
            scaleType: "band",
            valueFormatter: (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`,
          },
        ]}
        yAxis={[{ min: 0, width: 40 }]}
        series={[
          {
            data: measure.months.map((month) => month.median_days),
            label: t("pipeline.chart.median"),
            color: theme.palette.primary.main,
            valueFormatter: days,
          },
          {
            data: measure.months.map((month) => month.p90_days),
            label: t("pipeline.chart.p90"),
            color: theme.palette.warning.dark,
            valueFormatter: days,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
