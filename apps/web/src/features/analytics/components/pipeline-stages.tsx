import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import {
  PIPELINE_REJECT_STAGES,
  PIPELINE_STAGES,
  type PipelineKind,
  type PipelineMeasure,
  type PipelineReject,
} from "@trms/shared";
import { useTranslation } from "react-i18next";
import { usePipelineFormat } from "./pipeline-format";

interface PipelineStagesProps {
  kind: PipelineKind;
  /** This kind's measures and reject rates over the period. */
  measures: PipelineMeasure[];
  rejects: PipelineReject[];
  /** The kind's name, for the table's label. */
  kindName: string;
}

const HEADERS = ["status", "reached", "median", "p90", "moves", "rejected", "reject_rate"] as const;

/**
 * One row per status of a kind, in stage order: how many items reached it in the period and the median
 * and 90th percentile of the days it took from the start, then the moves out of it and the share sent
 * back. A status that starts an item has no time; Completed has no moves out.
 */
export function PipelineStages({ kind, measures, rejects, kindName }: PipelineStagesProps) {
  const { t } = useTranslation("analytics");
  const format = usePipelineFormat();
  const statuses = [...new Set([...PIPELINE_REJECT_STAGES[kind], ...PIPELINE_STAGES[kind]])].sort(
    (a, b) => a - b,
  );
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t("pipeline.stages.label", { kind: kindName })}
      sx={{ overflowX: "auto" }}
    >
      <Table size="small" aria-label={t("pipeline.stages.label", { kind: kindName })} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === "status" ? "left" : "right"}>
                {t(`pipeline.stages.${header}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {statuses.map((status) => {
            const measure = measures.find((entry) => entry.status === status);
            const reject = rejects.find((entry) => entry.status === status);
            return (
              <TableRow key={status}>
                <TableCell component="th" scope="row">
                  {format.status(kind, status)}
                </TableCell>
                <TableCell align="right">{measure ? measure.count : "–"}</TableCell>
                <TableCell align="right">{format.days(measure?.median_days ?? null)}</TableCell>
                <TableCell align="right">{format.days(measure?.p90_days ?? null)}</TableCell>
                <TableCell align="right">{reject ? reject.moves : "–"}</TableCell>
                <TableCell align="right">{reject ? reject.rejected : "–"}</TableCell>
                <TableCell align="right">{format.percent(reject?.reject_rate ?? null)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
