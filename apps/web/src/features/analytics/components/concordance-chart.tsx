import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { CRITERIA_CHART_AXIS, type CriterionFigures, type InstructorCriterion } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

export interface ChartBar {
  /** The instructor's crew code, under the bar. */
  code: string;
  name: string;
  figures: InstructorCriterion;
}

interface ConcordanceChartProps {
  criterion: string;
  bars: ChartBar[];
  fleet: CriterionFigures;
  distance: number;
}

/**
 * Each instructor's mean on one criterion as a bar, flagged bars in the error colour, the fleet's mean
 * as a line and the flag's band (the distance in fleet standard deviations) as dashed lines. Loaded on
 * its own: the chart library is large.
 */
export default function ConcordanceChart({ criterion, bars, fleet, distance }: ConcordanceChartProps) {
  const { t } = useTranslation("analytics");
  const theme = useTheme();
  const numbers = useNumbers();
  const codes = bars.map((bar) => bar.code);
  const band = fleet.mean !== null && fleet.sd !== null && fleet.sd > 0 ? distance * fleet.sd : null;
  const dashed = { strokeDasharray: "6 4", stroke: theme.palette.text.secondary };
  return (
    <Box
      component="figure"
      aria-label={t("chart.label", { criterion, count: bars.length })}
      sx={{ width: "100%", height: 300, m: 0 }}
    >
      <BarChart
        height={300}
        margin={{ left: 4, right: 16, top: 16, bottom: 4 }}
        xAxis={[
          {
            data: codes,
            scaleType: "band",
            // A few instructors stay bars, not walls.
            categoryGapRatio: bars.length < 4 ? 0.6 : 0.3,
            colorMap: {
              type: "ordinal",
              values: codes,
              colors: bars.map((bar) =>
                bar.figures.flagged ? theme.palette.error.main : theme.palette.primary.main,
              ),
            },
            valueFormatter: (code: string, context) => {
              const bar = bars.find((entry) => entry.code === code);
              return context.location === "tooltip" && bar ? `${bar.name} (${code})` : code;
            },
          },
        ]}
        yAxis={[{ min: CRITERIA_CHART_AXIS.min, max: CRITERIA_CHART_AXIS.max, width: 32 }]}
        series={[
          {
            data: bars.map((bar) => bar.figures.mean),
            label: t("chart.mean"),
            valueFormatter: (value) => numbers.format(value, { maximumFractionDigits: 2 }),
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { sx: { display: "none" } } }}
      >
        {fleet.mean !== null ? (
          <ChartsReferenceLine
            y={fleet.mean}
            label={t("chart.fleet_mean", { mean: numbers.format(fleet.mean) })}
            labelAlign="start"
            lineStyle={{ stroke: theme.palette.warning.dark }}
            labelStyle={{ fontSize: 12, fill: theme.palette.text.secondary }}
          />
        ) : null}
        {fleet.mean !== null && band !== null ? (
          <>
            <ChartsReferenceLine
              y={Math.min(fleet.mean + band, CRITERIA_CHART_AXIS.max)}
              lineStyle={dashed}
            />
            <ChartsReferenceLine
              y={Math.max(fleet.mean - band, CRITERIA_CHART_AXIS.min)}
              lineStyle={dashed}
            />
          </>
        ) : null}
      </BarChart>
    </Box>
  );
}
