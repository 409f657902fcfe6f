import FileDownloadIcon from "@mui/icons-material/FileDownload";
import QueryStatsIcon from "@mui/icons-material/QueryStats";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  CONCORDANCE_DEFAULT_DISTANCE,
  CONCORDANCE_DEFAULT_MIN_GRADES,
  CRITERIA,
  can,
  isAdminArea,
  isInstructor,
} from "@trms/shared";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ApiError } from "../../../lib/api";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { notifyError } from "../../../lib/notify";
import { useNumbers } from "../../../lib/use-numbers";
import { downloadConcordanceExport, instructorConcordanceQuery, type RecordsFilter } from "../api";
import { ConcordanceRecordsDialog } from "../components/concordance-records-dialog";
import { ConcordanceTable } from "../components/concordance-table";
import { FleetPeriodFilters } from "../components/fleet-period-filters";
import { HeatMap } from "../components/heat-map";
import { useFleetPeriod } from "../components/use-fleet-period";

// The chart library is large: it loads with the first chart, not with the app or this page.
const ConcordanceChart = lazy(() => import("../components/concordance-chart"));

const MIN_GRADES_CHOICES = [1, 5, 10, 20, 50] as const;
const DISTANCE_CHOICES = [0.5, 1, 1.5, 2, 3] as const;

/** A choice from the address when it is one of the offered values, else the default. */
function readChoice(value: string | null, choices: readonly number[], fallback: number): number {
  const n = Number(value);
  return value !== null && choices.includes(n) ? n : fallback;
}

/**
 * /admin/analytics and /pilot/analytics: how each instructor of a fleet grades the 16 criteria beside
 * the fleet over a period, instructors far from the fleet's mean flagged.
 * An instructor sees their own row; the filters live in the address.
 */
export function InstructorConcordancePage() {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const { user } = useAuth();
  const numbers = useNumbers();
  const { params, fleets, filter: fleetPeriod, update } = useFleetPeriod();
  const filter = {
    ...fleetPeriod,
    min_grades: readChoice(params.get("min_grades"), MIN_GRADES_CHOICES, CONCORDANCE_DEFAULT_MIN_GRADES),
    distance: readChoice(params.get("distance"), DISTANCE_CHOICES, CONCORDANCE_DEFAULT_DISTANCE),
  };
  const criteria = readChoice(
    params.get("criteria"),
    CRITERIA.map((_, index) => index + 1),
    1,
  );
  const complete = Boolean(filter.start_date && filter.end_date);
  const concordance = useQuery({ ...instructorConcordanceQuery(filter), enabled: complete });
  const [opened, setOpened] = useState<{ filter: RecordsFilter; title: string } | null>(null);

  if (!user) return null;
  const criterionName = (n: number) => t(`training-flight:criteria.${CRITERIA[n - 1]?.key ?? ""}`);
  const failure = concordance.error;
  const failureText =
    failure instanceof ApiError ? (failure.details[0]?.message ?? failure.message) : failure?.message;
  const data = concordance.isError ? undefined : concordance.data;
  const fleetFigures = data?.fleet_figures.criteria[criteria - 1];

  return (
    <>
      <PageHeader
        title={t("concordance.title")}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={!concordance.data || concordance.isError || concordance.data.empty}
            onClick={async () => {
              try {
                await downloadConcordanceExport(filter);
              } catch (error) {
                notifyError(failureMessage(error, t("export.failed")));
              }
            }}
          >
            {t("export.button")}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isInstructor(user) ? t("concordance.intro_instructor") : t("concordance.intro")}
      </Typography>
      <FleetPeriodFilters filter={filter} fleets={fleets} onChange={update}>
        <TextField
          select
          label={t("filters.criterion")}
          value={criteria}
          onChange={(event) => update({ criteria: event.target.value })}
          className="wide"
        >
          {CRITERIA.map((criterion, index) => (
            <MenuItem key={criterion.key} value={index + 1}>
              {index + 1}. {criterionName(index + 1)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("filters.min_grades")}
          value={filter.min_grades}
          onChange={(event) => update({ min_grades: event.target.value })}
        >
          {MIN_GRADES_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("filters.distance")}
          value={filter.distance}
          onChange={(event) => update({ distance: event.target.value })}
        >
          {DISTANCE_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t("filters.distance_value", { distance: numbers.format(choice) })}
            </MenuItem>
          ))}
        </TextField>
      </FleetPeriodFilters>
      {concordance.isError ? (
        <Alert severity="error">{failureText}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={420} />
      ) : data.empty ? (
        <Paper variant="outlined" role="status" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <QueryStatsIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("concordance.empty_title")}
          </Typography>
          <Typography color="text.secondary">{t("concordance.empty_text", { fleet: data.fleet })}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="chart-title"
            sx={{ borderRadius: 2, p: 2 }}
          >
            <Typography id="chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {criteria}. {criterionName(criteria)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t("concordance.summary", {
                records: data.fleet_figures.records,
                grades: data.fleet_figures.grades,
                min_grades: data.min_grades,
                distance: numbers.format(data.distance),
              })}
            </Typography>
            {fleetFigures && data.instructors.length > 0 ? (
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <ConcordanceChart
                  criterion={criterionName(criteria)}
                  fleet={fleetFigures}
                  distance={data.distance}
                  bars={data.instructors.map((instructor) => ({
                    code: instructor.crew_code,
                    name: instructor.full_name,
                    figures: instructor.criteria[criteria - 1] as (typeof instructor.criteria)[number],
                  }))}
                />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{t("concordance.no_own_grades")}</Typography>
            )}
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="table-title"
            sx={{ borderRadius: 2, p: 2 }}
          >
            <Typography id="table-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
              {t("table.title")}
            </Typography>
            <ConcordanceTable
              data={data}
              criteria={criteria}
              criterionName={criterionName(criteria)}
              onOpenRecords={(instructor) =>
                setOpened({
                  filter: {
                    fleet: data.fleet,
                    start_date: data.start_date,
                    end_date: data.end_date,
                    instructor_id: instructor.instructor_id,
                    criteria,
                  },
                  title: `${instructor.full_name} (${instructor.crew_code}) · ${criteria}. ${criterionName(criteria)}`,
                })
              }
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("concordance.records_hint")}
            </Typography>
          </Paper>
          {can(user, "analytics.heat_map") ? (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="heat-map-title"
              sx={{ borderRadius: 2, p: 2 }}
            >
              <Typography id="heat-map-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                {t("heat_map.title", { fleet: data.fleet })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("heat_map.hint")}
              </Typography>
              <HeatMap filter={{ fleet: data.fleet, start_date: data.start_date, end_date: data.end_date }} />
            </Paper>
          ) : null}
        </Box>
      )}
      {opened ? (
        <ConcordanceRecordsDialog
          filter={opened.filter}
          title={opened.title}
          area={isAdminArea(user) ? "admin" : "pilot"}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
