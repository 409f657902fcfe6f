import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { CRITERIA } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";
import { type FleetPeriodFilter, fleetHeatMapQuery } from "../api";

/** A pale colour from red (1) through amber (3) to green (5), light enough for dark text. */
const shade = (mean: number) =>
  `hsl(${Math.round(((Math.min(Math.max(mean, 1), 5) - 1) / 4) * 120)}, 70%, 86%)`;

/**
 * The fleet's mean of each criterion (columns 1–16) in each month (rows) of the period, each cell
 * coloured by its mean and empty without grades; scrolls sideways on a phone.
 */
export function HeatMap({ filter }: { filter: FleetPeriodFilter }) {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const numbers = useNumbers();
  const heatMap = useQuery(fleetHeatMapQuery(filter));
  if (heatMap.isError) return <Typography color="error">{heatMap.error.message}</Typography>;
  if (!heatMap.data) return <Skeleton variant="rounded" height={200} />;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t("heat_map.label")} sx={{ overflowX: "auto" }}>
      <Table size="small" aria-labelledby="heat-map-title" sx={{ minWidth: 880 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("heat_map.month")}</TableCell>
            {CRITERIA.map((criterion, index) => (
              <TableCell
                key={criterion.key}
                align="center"
                title={t(`training-flight:criteria.${criterion.key}`)}
              >
                {index + 1}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {heatMap.data.months.map((month) => (
            <TableRow key={month.month}>
              <TableCell
                sx={{ whiteSpace: "nowrap" }}
              >{`${month.month.slice(5, 7)}/${month.month.slice(0, 4)}`}</TableCell>
              {month.criteria.map((cell) => (
                <TableCell
                  key={cell.criteria}
                  align="center"
                  title={t("heat_map.cell", { count: cell.count })}
                  sx={cell.mean === null ? undefined : { bgcolor: shade(cell.mean), color: "#1b1b1b" }}
                >
                  {cell.mean === null ? "" : numbers.format(cell.mean, { maximumFractionDigits: 1 })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
