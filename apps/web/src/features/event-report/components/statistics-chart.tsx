import Box from "@mui/material/Box";
import { BarChart } from "@mui/x-charts/BarChart";
import { type EventReportMonthFigure, FLEETS } from "@trms/shared";
import { useTranslation } from "react-i18next";

interface StatisticsChartProps {
  year: number;
  months: EventReportMonthFigure[];
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Reports per month of one year, stacked by fleet. Loaded on its own, like the criteria
 * chart: the chart library is large and only this screen needs it.
 */
export default function StatisticsChart({ year, months }: StatisticsChartProps) {
  const { t } = useTranslation("event-report");
  const fleets = [...new Set([...FLEETS, ...months.map((m) => m.fleet ?? "—")])].filter((fleet) =>
    months.some((m) => (m.fleet ?? "—") === fleet),
  );
  const value = (fleet: string, month: number) =>
    months.find((m) => m.year === year && m.month === month && (m.fleet ?? "—") === fleet)?.reports ?? 0;
  const total = months.filter((m) => m.year === year).reduce((sum, m) => sum + m.reports, 0);
  return (
    <Box
      component="figure"
      aria-label={t("statistics.chart_label", { year, count: total })}
      sx={{ width: "100%", height: 340, m: 0 }}
    >
      <BarChart
        height={340}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[
          {
            data: MONTHS,
            scaleType: "band",
            label: t("statistics.month_axis"),
            valueFormatter: (month: number) => t("statistics.month_short", { month }),
          },
        ]}
        yAxis={[{ label: t("statistics.reports_axis"), width: 48, tickMinStep: 1 }]}
        series={(fleets.length > 0 ? fleets : [FLEETS[0]]).map((fleet) => ({
          data: MONTHS.map((month) => value(fleet, month)),
          label: fleet,
          stack: "reports",
        }))}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
