import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, STATISTICS_MAX_YEARS } from "@trms/shared";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router";
import { ListFailed } from "../../../components/list/list-message";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { airlineToday } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { useNumbers } from "../../../lib/use-numbers";
import { eventReportStatisticsQuery } from "../api";
import { eventReportPaths } from "../paths";

const StatisticsChart = lazy(() => import("../components/statistics-chart"));

/** /admin/event_report/statistics?year=…: reports per month and fleet, and the top 10 pilots. */
export function EventReportStatisticsPage() {
  const { t } = useTranslation("event-report");
  const { user } = useAuth();
  const numbers = useNumbers();
  const [params, setParams] = useSearchParams();
  const thisYear = Number(airlineToday().slice(0, 4));
  const choices = Array.from({ length: STATISTICS_MAX_YEARS }, (_, i) => thisYear - i);
  const asked = Number(params.get("year"));
  const year = choices.includes(asked) ? asked : thisYear;
  const allowed = can(user, "event_report.view");
  const statistics = useQuery({ ...eventReportStatisticsQuery([year]), enabled: allowed });

  if (!user) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;
  const data = statistics.data;
  const byMonth = Array.from({ length: 12 }, (_, i) => {
    const rows = data?.months.filter((m) => m.year === year && m.month === i + 1) ?? [];
    return {
      month: i + 1,
      reports: rows.reduce((sum, m) => sum + m.reports, 0),
      minusPoints: Math.round(rows.reduce((sum, m) => sum + m.minus_points * 100, 0)) / 100,
    };
  });

  return (
    <>
      <PageHeader
        title={t("statistics.title")}
        back={{ to: eventReportPaths.list, label: t("actions.back_to_list") }}
        actions={
          <TextField
            select
            size="small"
            label={t("statistics.year")}
            value={year}
            onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
            sx={{ minWidth: 120 }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {statistics.isError ? (
        <ListFailed
          error={statistics.error}
          retrying={statistics.isFetching}
          onRetry={() => void statistics.refetch()}
        />
      ) : !data ? (
        <PageLoader />
      ) : (
        <Box sx={{ display: "grid", gap: 3, maxWidth: 1100 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600, mb: 1 }}>
              {t("statistics.by_month", { year })}
            </Typography>
            <Suspense fallback={<Box sx={{ height: 340 }} />}>
              <StatisticsChart year={year} months={data.months} />
            </Suspense>
            <TableContainer sx={{ mt: 2 }}>
              <Table size="small" aria-label={t("statistics.table_label", { year })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("statistics.month")}</TableCell>
                    <TableCell align="right">{t("statistics.reports")}</TableCell>
                    <TableCell align="right">{t("statistics.minus_points")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {byMonth
                    .filter((row) => row.reports > 0)
                    .map((row) => (
                      <TableRow key={row.month}>
                        <TableCell>{t("statistics.month_long", { month: row.month, year })}</TableCell>
                        <TableCell align="right">{numbers.format(row.reports)}</TableCell>
                        <TableCell align="right">{numbers.format(row.minusPoints)}</TableCell>
                      </TableRow>
                    ))}
                  {byMonth.every((row) => row.reports === 0) ? (
                    <TableRow>
                      <TableCell colSpan={3}>{t("statistics.none", { year })}</TableCell>
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600, mb: 1 }}>
              {t("statistics.top_pilots", { year })}
            </Typography>
            {data.top_pilots.length === 0 ? (
              <Typography color="text.secondary">{t("statistics.none", { year })}</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={t("statistics.top_pilots", { year })}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("fields.index")}</TableCell>
                      <TableCell>{t("statistics.pilot")}</TableCell>
                      <TableCell>{t("statistics.fleet")}</TableCell>
                      <TableCell align="right">{t("statistics.reports")}</TableCell>
                      <TableCell align="right">{t("statistics.minus_points")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.top_pilots.map((pilot, index) => (
                      <TableRow key={pilot.pilot_id}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={`/admin/pilot/detail?id=${pilot.pilot_id}&mode=view`}
                          >
                            {pilot.full_name}
                          </Link>{" "}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({pilot.crew_code})
                          </Typography>
                        </TableCell>
                        <TableCell>{pilot.fleet ?? "—"}</TableCell>
                        <TableCell align="right">{numbers.format(pilot.reports)}</TableCell>
                        <TableCell align="right">{numbers.format(pilot.minus_points)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Paper>
        </Box>
      )}
    </>
  );
}
