import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { can, type PipelineOverdue as Overdue } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { lineCheckPaths } from "../../line-check";
import { simFormPath } from "../../sim-form";
import { usePipelineFormat } from "./pipeline-format";

const DAY_MS = 86_400_000;
const HEADERS = ["item", "pilot", "status", "started", "age", "p90"] as const;

/** The screen of an item the account may open; a line training has none of its own. */
function useItemPath() {
  const { user } = useAuth();
  return (item: Overdue): string | null => {
    if (item.kind === "sim_form" && can(user, "sim.view")) return simFormPath("admin", item.id);
    if (item.kind === "line_check" && can(user, "line_check.view"))
      return lineCheckPaths("admin").detail(item.id);
    return null;
  };
}

interface PipelineOverdueProps {
  overdue: Overdue[];
  /** When the reply was read (ms): an item's start is that moment less its age. */
  answeredAt: number;
}

/**
 * The open items already past their kind's 90th percentile to Completed, oldest
 * first: each item opening its screen where there is one, its pilot, status, start, age and the p90.
 */
export function PipelineOverdue({ overdue, answeredAt }: PipelineOverdueProps) {
  const { t } = useTranslation("analytics");
  const format = usePipelineFormat();
  const pathOf = useItemPath();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="overdue-title"
      sx={{ borderRadius: 2, p: 2 }}
    >
      <Typography id="overdue-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t("pipeline.overdue.title", { count: overdue.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("pipeline.overdue.hint")}
      </Typography>
      {overdue.length === 0 ? (
        <Typography color="text.secondary">{t("pipeline.overdue.none")}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t("pipeline.overdue.label")}
          sx={{ overflowX: "auto" }}
        >
          <Table size="small" aria-labelledby="overdue-title" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {HEADERS.map((header) => (
                  <TableCell key={header} align={header === "age" || header === "p90" ? "right" : "left"}>
                    {t(`pipeline.overdue.${header}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {overdue.map((item) => {
                const name = t("pipeline.overdue.item_name", {
                  kind: t(`pipeline.kind_one.${item.kind}`),
                  id: item.id,
                });
                const path = pathOf(item);
                return (
                  <TableRow key={`${item.kind}-${item.id}`}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {path ? (
                        <Link component={RouterLink} to={path}>
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </TableCell>
                    <TableCell>
                      {item.pilot_name
                        ? `${item.pilot_name} (${item.pilot_crew_code})`
                        : item.pilot_crew_code}
                    </TableCell>
                    <TableCell>{format.status(item.kind, item.status)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {formatDate(answeredAt - item.age_days * DAY_MS)}
                    </TableCell>
                    <TableCell align="right">{format.days(item.age_days)}</TableCell>
                    <TableCell align="right">{format.days(item.p90_days)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
