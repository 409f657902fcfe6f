import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import ShowChartIcon from "@mui/icons-material/ShowChart";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { CRITERIA, can } from "@trms/shared";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { TraineeShortcuts } from "../../../components/trainee-shortcuts";
import { opensOnOwn, readId } from "../../../components/training-record/paths";
import { PilotPicker } from "../../../components/training-record/pilot-picker";
import { useAuth } from "../../../lib/auth";
import { pilotDetailQuery } from "../../../lib/pilot-queries";
import { criteriaReportQuery } from "../api";
import { CriteriaAverages } from "../components/criteria-averages";
import { readCriterion } from "../paths";

// The chart library is large: it loads with the first chart, not with the app or this page.
const CriteriaChart = lazy(() => import("../components/criteria-chart"));

/**
 * /admin/criteria-report and /pilot/criteria-report (?pilot_id=&criteria=): one criterion's scores of
 * a pilot over time, and every criterion's average over the last 12 months.
 */
export function CriteriaReportPage() {
  const { t } = useTranslation(["criteria-report", "training-flight"]);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = readId(params.get("pilot_id"));
  // A pilot sees their own report; an instructor is asked which pilot, those they graded first.
  const pilotId = requested ?? (opensOnOwn(user) ? (user?.pilot_id ?? null) : null);
  const criteria = readCriterion(params.get("criteria"));
  const canPick = can(user, "pilot.browse");
  const report = useQuery({ ...criteriaReportQuery(pilotId ?? 0, criteria), enabled: pilotId !== null });
  // The picker shows the chosen pilot's name as soon as the address names one.
  const pilot = useQuery({ ...pilotDetailQuery(pilotId ?? 0), enabled: canPick && pilotId !== null });

  if (!user) return null;
  const update = (next: { pilot_id?: number; criteria?: number }) => {
    const merged = new URLSearchParams(params);
    if (next.pilot_id !== undefined) merged.set("pilot_id", String(next.pilot_id));
    if (next.criteria !== undefined) merged.set("criteria", String(next.criteria));
    setParams(merged, { replace: true });
  };
  const criterionName = (n: number) => t(`training-flight:criteria.${CRITERIA[n - 1]?.key ?? ""}`);
  const data = report.data && report.data.pilot.id === pilotId ? report.data : undefined;

  return (
    <>
      <PageHeader title={t("title")} />
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        {canPick ? (
          <PilotPicker value={pilot.data ?? null} onChange={(id) => update({ pilot_id: id })} />
        ) : null}
        <TextField
          select
          size="small"
          label={t("criterion")}
          value={criteria}
          onChange={(event) => update({ criteria: Number(event.target.value) })}
          sx={{ flex: "1 1 260px", maxWidth: { sm: 360 } }}
        >
          {CRITERIA.map((criterion, index) => (
            <MenuItem key={criterion.key} value={index + 1}>
              {index + 1}. {criterionName(index + 1)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {pilotId === null ? (
        <Paper variant="outlined" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <PersonSearchIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("choose_pilot_title")}
          </Typography>
          <Typography color="text.secondary">{t("choose_pilot_text")}</Typography>
          <TraineeShortcuts onPick={(id) => update({ pilot_id: id })} ownLabel={t("show_own")} />
        </Paper>
      ) : report.isError ? (
        <Alert severity="error">{report.error.message}</Alert>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(300px, 1fr)" },
            alignItems: "start",
          }}
        >
          <Paper
            variant="outlined"
            sx={{ borderRadius: 2, p: 2 }}
            component="section"
            aria-labelledby="chart-title"
          >
            <Typography id="chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {criteria}. {criterionName(criteria)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {data ? `${data.pilot.full_name} (${data.pilot.crew_code})` : "\u00a0"}
            </Typography>
            {!data ? (
              <Skeleton variant="rounded" height={320} />
            ) : data.criterias.length === 0 ? (
              <Box sx={{ py: 8, textAlign: "center" }}>
                <ShowChartIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
                <Typography variant="h6" component="p">
                  {t("empty_title")}
                </Typography>
                <Typography color="text.secondary">{t("empty_text")}</Typography>
              </Box>
            ) : (
              <>
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <CriteriaChart
                    scores={data.criterias}
                    criterion={criterionName(criteria)}
                    pilot={data.pilot.full_name}
                  />
                </Suspense>
                <Typography variant="body2" color="text.secondary">
                  {t("chart.summary", { count: data.criterias.length })}
                </Typography>
              </>
            )}
          </Paper>
          {data ? (
            <CriteriaAverages
              averages={data.averages}
              since={data.averages_since}
              selected={criteria}
              onSelect={(n) => update({ criteria: n })}
            />
          ) : (
            <Skeleton variant="rounded" height={480} />
          )}
        </Box>
      )}
    </>
  );
}
