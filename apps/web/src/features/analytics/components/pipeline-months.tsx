import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { PipelineKind, PipelineMeasure } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { usePipelineFormat } from "./pipeline-format";

interface PipelineMonthsProps {
  kind: PipelineKind;
  /** This kind's measures in stage order, each with every month of the period. */
  measures: PipelineMeasure[];
  kindName: string;
}

/**
 * The days from the start to each status by the month the item started: "median / 90th percentile
 * (items)" per status, one row per month in which some item of the kind reached a status.
 */
export function PipelineMonths({ kind, measures, kindName }: PipelineMonthsProps) {
  const { t } = useTranslation("analytics");
  const format = usePipelineFormat();
  const months = (measures[0]?.months ?? [])
    .map((month, index) => ({
      month: month.month,
      cells: measures.map((measure) => measure.months[index]),
    }))
    .filter((row) => row.cells.some((cell) => (cell?.count ?? 0) > 0));
  if (months.length === 0) return <Typography color="text.secondary">{t("pipeline.months.none")}</Typography>;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t("pipeline.months.label", { kind: kindName })}
      sx={{ overflowX: "auto" }}
    >
      <Table size="small" aria-label={t("pipeline.months.label", { kind: kindName })} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("pipeline.months.month")}</TableCell>
            {measures.map((measure) => (
              <TableCell key={measure.status} align="right">
                {format.status(kind, measure.status)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((row) => (
            <TableRow key={row.month}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                {format.month(row.month)}
              </TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={measures[index]?.status ?? index} align="right" sx={{ whiteSpace: "nowrap" }}>
                  {cell && cell.count > 0
                    ? t("pipeline.months.cell", {
                        median: format.days(cell.median_days),
                        p90: format.days(cell.p90_days),
                        count: cell.count,
                      })
                    : "–"}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
