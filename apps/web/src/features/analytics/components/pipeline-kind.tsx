import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import {
  type PipelineKind as Kind,
  PIPELINE_COMPLETED,
  type PipelineMeasure,
  type PipelineReject,
} from "@trms/shared";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { usePipelineFormat } from "./pipeline-format";
import { PipelineMonths } from "./pipeline-months";
import { PipelineStages } from "./pipeline-stages";

// The chart library is large: it loads with the first chart, not with the app or this page.
const PipelineChart = lazy(() => import("./pipeline-chart"));

interface PipelineKindProps {
  kind: Kind;
  measures: PipelineMeasure[];
  rejects: PipelineReject[];
}

/**
 * One kind's part of the pipeline (SIM forms, line checks or line trainings): the time to Completed
 * in a sentence and a chart per month, each stage's time and reject rate, and the times per month.
 */
export function PipelineKind({ kind, measures, rejects }: PipelineKindProps) {
  const { t } = useTranslation("analytics");
  const format = usePipelineFormat();
  const headingId = useId();
  const kindName = t(`pipeline.kinds.${kind}`);
  const completed = measures.find((measure) => measure.status === PIPELINE_COMPLETED[kind]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ borderRadius: 2, p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {kindName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {completed && completed.count > 0
          ? t("pipeline.kind_summary", {
              count: completed.count,
              median: format.days(completed.median_days),
              p90: format.days(completed.p90_days),
            })
          : t("pipeline.kind_none_completed")}
      </Typography>
      {completed && completed.count > 0 ? (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <PipelineChart measure={completed} kindName={kindName} />
        </Suspense>
      ) : null}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t("pipeline.stages.title")}
      </Typography>
      <PipelineStages kind={kind} measures={measures} rejects={rejects} kindName={kindName} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t("pipeline.months.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t("pipeline.months.hint")}
      </Typography>
      <PipelineMonths kind={kind} measures={measures} kindName={kindName} />
    </Paper>
  );
}
