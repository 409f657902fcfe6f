import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import ShowChartIcon from "@mui/icons-material/ShowChart";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { CRITERIA, can, isAdminArea } from "@trms/shared";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DateField } from "../../../components/date-field";
import { PageHeader } from "../../../components/page-header";
import { TraineeShortcuts } from "../../../components/trainee-shortcuts";
import { opensOnOwn, readId } from "../../../components/training-record/paths";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth";
import { pilotTrendsQuery } from "../api";
import { TrendCriteria } from "../components/trend-criteria";
import { TrendPilotPicker } from "../components/trend-pilot-picker";
import { WarnedPilotsPanel } from "../warned-pilots-panel";

// The chart library is large: it loads with the first chart, not with the app or this page.
const TrendChart = lazy(() => import("../components/trend-chart"));

/** A criterion number 1–16 from the address, or the first. */
function readCriterion(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= CRITERIA.length ? n : 1;
}

/**
 * /admin/analytics/trends and /pilot/analytics/trends (?pilot_id=&criteria=&start_date=&end_date=):
 * a pilot's grades of each criterion over time with a trend line and the fleet's band, and the
 * criteria whose last three grades slipped. A pilot sees their own; an instructor
 * is asked which pilot, the pilots they graded first.
 */
export function PilotTrendsPage() {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const area = isAdminArea(user) ? "admin" : "pilot";
  const pilotId = readId(params.get("pilot_id")) ?? (opensOnOwn(user) ? (user?.pilot_id ?? null) : null);
  const criteria = readCriterion(params.get("criteria"));
  const filter = {
    pilot_id: pilotId ?? 0,
    ...(params.get("start_date") ? { start_date: params.get("start_date") as string } : {}),
    ...(params.get("end_date") ? { end_date: params.get("end_date") as string } : {}),
  };
  const trends = useQuery({ ...pilotTrendsQuery(filter), enabled: pilotId !== null });
  // The analytics permission's fleet or an instructor's trainees; a pilot sees only their own.
  const canPick = can(user, "analytics.trend_pilots");

  if (!user) return null;
  const update = (next: Record<string, string | number>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === "") merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged, { replace: true });
  };
  const criterionName = (n: number) => t(`training-flight:criteria.${CRITERIA[n - 1]?.key ?? ""}`);
  const failure = trends.error;
  const failureText =
    failure instanceof ApiError ? (failure.details[0]?.message ?? failure.message) : failure?.message;
  const data = trends.isError || trends.data?.pilot.id !== pilotId ? undefined : trends.data;
  const selected = data?.criteria[criteria - 1];

  return (
    <>
      <PageHeader title={t("trends.title")} />
      <WarnedPilotsPanel area={area} />
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          gap: 2,
          mb: 2,
          "& > *": { flex: "1 1 180px" },
          "& > .pilot": { flex: "2 1 280px" },
        }}
      >
        {canPick ? (
          <Box className="pilot">
            <TrendPilotPicker
              value={
                data
                  ? {
                      pilot_id: data.pilot.id,
                      crew_code: data.pilot.crew_code,
                      full_name: data.pilot.full_name,
                    }
                  : null
              }
              onChange={(id) => update({ pilot_id: id })}
            />
          </Box>
        ) : null}
        <DateField
          label={t("filters.start_date")}
          value={params.get("start_date") ?? ""}
          onChange={(value) => update({ start_date: value })}
        />
        <DateField
          label={t("filters.end_date")}
          value={params.get("end_date") ?? ""}
          onChange={(value) => update({ end_date: value })}
        />
      </Box>
      {pilotId === null ? (
        <Paper variant="outlined" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <PersonSearchIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("trends.choose_pilot")}
          </Typography>
          <TraineeShortcuts onPick={(id) => update({ pilot_id: id })} ownLabel={t("trends.show_own")} />
        </Paper>
      ) : trends.isError ? (
        <Alert severity="error">{failureText}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={420} />
      ) : data.empty ? (
        <Paper variant="outlined" role="status" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <ShowChartIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("trends.empty_title")}
          </Typography>
          <Typography color="text.secondary">
            {t("trends.empty_text", { pilot: `${data.pilot.full_name} (${data.pilot.crew_code})` })}
          </Typography>
        </Paper>
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
            component="section"
            aria-labelledby="trend-title"
            sx={{ borderRadius: 2, p: 2 }}
          >
            <Typography id="trend-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {criteria}. {criterionName(criteria)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`${data.pilot.full_name} (${data.pilot.crew_code})`}
            </Typography>
            {selected && selected.grades.length > 0 ? (
              <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                <TrendChart
                  trend={selected}
                  criterion={criterionName(criteria)}
                  pilot={data.pilot.full_name}
                />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{t("trends.no_grades")}</Typography>
            )}
          </Paper>
          <TrendCriteria
            criteria={data.criteria}
            selected={criteria}
            onSelect={(n) => update({ criteria: n })}
          />
        </Box>
      )}
    </>
  );
}
