import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { PIPELINE_KINDS } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ApiError } from "../../../lib/api";
import { pipelineQuery } from "../api";
import { FleetPeriodFilters } from "../components/fleet-period-filters";
import { PIPELINE_NAMESPACES } from "../components/pipeline-format";
import { PipelineKind } from "../components/pipeline-kind";
import { PipelineOverdue } from "../components/pipeline-overdue";
import { useFleetPeriod } from "../components/use-fleet-period";

/**
 * /admin/analytics/pipeline (?fleet=&start_date=&end_date=): where the forms of a fleet's SIM
 * sessions, line checks and line trainings wait: the days to each status per month and over the
 * period, each stage's reject rate and the open items past the 90th percentile.
 * The analytics permission's only.
 */
export function PipelinePage() {
  const { t } = useTranslation(PIPELINE_NAMESPACES);
  const { fleets, filter, update } = useFleetPeriod();
  const pipeline = useQuery(pipelineQuery(filter));
  const failure = pipeline.error;
  const failureText =
    failure instanceof ApiError ? (failure.details[0]?.message ?? failure.message) : failure?.message;
  const data = pipeline.isError ? undefined : pipeline.data;

  return (
    <>
      <PageHeader title={t("pipeline.title")} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("pipeline.intro")}
      </Typography>
      <FleetPeriodFilters filter={filter} fleets={fleets} onChange={update} />
      {pipeline.isError ? (
        <Alert severity="error">{failureText}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={420} />
      ) : data.empty ? (
        <Paper variant="outlined" role="status" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <HourglassEmptyIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("pipeline.empty_title")}
          </Typography>
          <Typography color="text.secondary">{t("pipeline.empty_text", { fleet: data.fleet })}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
          <PipelineOverdue overdue={data.overdue} answeredAt={pipeline.dataUpdatedAt} />
          {PIPELINE_KINDS.map((kind) => (
            <PipelineKind
              key={kind}
              kind={kind}
              measures={data.measures.filter((measure) => measure.kind === kind)}
              rejects={data.rejects.filter((reject) => reject.kind === kind)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
