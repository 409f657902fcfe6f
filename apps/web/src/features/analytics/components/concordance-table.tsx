import FlagIcon from "@mui/icons-material/Flag";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { alpha } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ConcordanceInstructor, InstructorConcordanceReply } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

interface ConcordanceTableProps {
  data: InstructorConcordanceReply;
  /** The criterion (1–16) whose figures the table shows. */
  criteria: number;
  criterionName: string;
  /** Opens the records behind an instructor's figure on the criterion. */
  onOpenRecords: (instructor: ConcordanceInstructor) => void;
}

/**
 * The fleet's row, then each instructor's: records and outcomes over every criterion, the chosen
 * criterion's grades, mean, spread, below-standard share and distance to the fleet; flagged rows marked
 * in colour and in words. Scrolls sideways on a phone, as the other wide tables do.
 */
export function ConcordanceTable({ data, criteria, criterionName, onOpenRecords }: ConcordanceTableProps) {
  const { t } = useTranslation("analytics");
  const numbers = useNumbers();
  const decimal = (value: number | null) =>
    value === null ? "–" : numbers.format(value, { maximumFractionDigits: 2 });
  const percent = (value: number | null) =>
    value === null ? "–" : `${numbers.format(value * 100, { maximumFractionDigits: 1 })}\u00a0%`;
  const signed = (value: number | null) =>
    value === null ? "–" : `${value > 0 ? "+" : ""}${decimal(value)}`;
  const fleet = data.fleet_figures.criteria[criteria - 1];
  const figuresOf = (instructor: ConcordanceInstructor) => instructor.criteria[criteria - 1];
  const headers = [
    "instructor",
    "records",
    "recommendation",
    "grounded",
    "flagged_criteria",
    "grades",
    "mean",
    "sd",
    "below_standard",
    "difference",
    "flag",
  ] as const;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t("table.label", { criterion: criterionName })}
      sx={{ overflowX: "auto" }}
    >
      <Table size="small" aria-labelledby="table-title" sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} align={header === "instructor" ? "left" : "right"}>
                {t(`table.${header}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow sx={{ "& td": { fontWeight: 500 } }}>
            <TableCell>{t("table.fleet", { fleet: data.fleet })}</TableCell>
            <TableCell align="right">{data.fleet_figures.records}</TableCell>
            <TableCell align="right">{percent(data.fleet_figures.recommendation_share)}</TableCell>
            <TableCell align="right">{percent(data.fleet_figures.grounded_share)}</TableCell>
            <TableCell align="right">–</TableCell>
            <TableCell align="right">{fleet?.count ?? 0}</TableCell>
            <TableCell align="right">{decimal(fleet?.mean ?? null)}</TableCell>
            <TableCell align="right">{decimal(fleet?.sd ?? null)}</TableCell>
            <TableCell align="right">{percent(fleet?.below_standard_share ?? null)}</TableCell>
            <TableCell align="right">–</TableCell>
            <TableCell align="right">–</TableCell>
          </TableRow>
          {data.instructors.map((instructor) => {
            const figures = figuresOf(instructor);
            const flagged = figures?.flagged ?? false;
            return (
              <TableRow
                key={instructor.instructor_id}
                data-flagged={flagged || undefined}
                sx={flagged ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
              >
                <TableCell>
                  <Box component="span" sx={{ fontWeight: 500 }}>
                    {instructor.full_name}
                  </Box>{" "}
                  <Box component="span" sx={{ color: "text.secondary" }}>
                    ({instructor.crew_code})
                  </Box>
                </TableCell>
                <TableCell align="right">{instructor.records}</TableCell>
                <TableCell align="right">{percent(instructor.recommendation_share)}</TableCell>
                <TableCell align="right">{percent(instructor.grounded_share)}</TableCell>
                <TableCell align="right">{instructor.flagged}</TableCell>
                <TableCell align="right">
                  {figures && figures.count > 0 ? (
                    <Button
                      size="small"
                      onClick={() => onOpenRecords(instructor)}
                      aria-label={t("table.open_records", {
                        count: figures.count,
                        instructor: instructor.full_name,
                      })}
                      sx={{ minWidth: 0, px: 1 }}
                    >
                      {figures.count}
                    </Button>
                  ) : (
                    0
                  )}
                </TableCell>
                <TableCell align="right">{decimal(figures?.mean ?? null)}</TableCell>
                <TableCell align="right">{decimal(figures?.sd ?? null)}</TableCell>
                <TableCell align="right">{percent(figures?.below_standard_share ?? null)}</TableCell>
                <TableCell align="right">{signed(figures?.difference ?? null)}</TableCell>
                <TableCell align="right">
                  {flagged ? (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      icon={<FlagIcon />}
                      label={t("table.flagged")}
                    />
                  ) : figures && figures.count > 0 && figures.count < data.min_grades ? (
                    <Box component="span" sx={{ color: "text.secondary" }}>
                      {t("table.too_few")}
                    </Box>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
