import Box from "@mui/material/Box";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslation } from "react-i18next";

interface FiguresChartProps {
  label: string;
  months: string[];
  series: { label: string; data: number[] }[];
}

/** Figures per month over 12 months; loaded on its own, the chart library is large. */
export default function FiguresChart({ label, months, series }: FiguresChartProps) {
  const { t } = useTranslation("ledger");
  return (
    <Box component="figure" aria-label={label} sx={{ width: "100%", height: 264, m: 0 }}>
      <BarChart
        height={240}
        margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
        xAxis={[
          {
            data: months,
            scaleType: "band",
            valueFormatter: (month: string) =>
              t("figures.month_short", { month: Number(month.slice(5, 7)), year: month.slice(2, 4) }),
          },
        ]}
        yAxis={[{ width: 36, tickMinStep: 1 }]}
        series={series}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
