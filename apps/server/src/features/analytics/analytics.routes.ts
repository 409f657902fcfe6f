import {
  concordanceRecordsReplySchema,
  concordanceRecordsSchema,
  fleetHeatMapReplySchema,
  fleetHeatMapSchema,
  instructorConcordanceReplySchema,
  instructorConcordanceSchema,
  pilotsWithWarningsReplySchema,
  pilotsWithWarningsSchema,
  pilotTrendsReplySchema,
  pilotTrendsSchema,
  pipelineReplySchema,
  pipelineSchema,
  trendPilotsReplySchema,
  trendPilotsSchema,
} from "@trms/shared";
import { XLSX_TYPE } from "../../lib/download";
import { downloadCall, jsonCall, type Route } from "../../lib/routes";
import { exportConcordance } from "./calls/concordance-export";
import { concordanceRecords } from "./calls/concordance-records";
import { fleetHeatMap } from "./calls/fleet-heat-map";
import { instructorConcordance } from "./calls/instructor-concordance";
import { pilotTrends } from "./calls/pilot-trends";
import { pilotsWithWarnings } from "./calls/pilots-with-warnings";
import { fleetPipeline } from "./calls/pipeline";
import { listTrendPilots } from "./calls/trend-pilots";

const tags = ["analytics"];

export const analyticsRoutes: readonly Route[] = [
  jsonCall({
    path: "/analytics/instructor_concordance",
    access: "analytics.concordance",
    summary: "How each instructor of a fleet grades the 16 criteria beside the fleet, over a period",
    tags,
    body: instructorConcordanceSchema,
    reply: instructorConcordanceReplySchema,
    call: instructorConcordance,
  }),
  jsonCall({
    path: "/analytics/pilot_trends",
    access: "analytics.trends",
    summary: "A pilot's grades of each criterion over time, with a trend line, the fleet's band and warnings",
    tags,
    body: pilotTrendsSchema,
    reply: pilotTrendsReplySchema,
    call: pilotTrends,
  }),
  jsonCall({
    path: "/analytics/trend_pilots",
    access: "analytics.trend_pilots",
    summary: "The pilots whose trends the caller may open, by crew code or name (at most 20, by name)",
    tags,
    body: trendPilotsSchema,
    reply: trendPilotsReplySchema,
    call: listTrendPilots,
  }),
  jsonCall({
    path: "/analytics/concordance_records",
    access: "analytics.concordance",
    summary: "The training flights and grades behind one instructor's concordance figure on a criterion",
    tags,
    body: concordanceRecordsSchema,
    reply: concordanceRecordsReplySchema,
    call: concordanceRecords,
  }),
  downloadCall({
    path: "/analytics/concordance_export",
    access: "analytics.concordance",
    summary: "The instructor concordance of a fleet and period as an Excel workbook",
    tags,
    query: instructorConcordanceSchema,
    file: { description: "The concordance as an Excel workbook", type: XLSX_TYPE },
    call: exportConcordance,
  }),
  jsonCall({
    path: "/analytics/fleet_heat_map",
    access: "analytics.heat_map",
    summary: "A fleet's mean grade of each criterion in each month of a period",
    tags,
    body: fleetHeatMapSchema,
    reply: fleetHeatMapReplySchema,
    call: fleetHeatMap,
  }),
  jsonCall({
    path: "/analytics/pilots_with_warnings",
    access: "analytics.warnings",
    summary: "The pilots of a fleet (an instructor's trainees) whose trend warns on some criterion now",
    tags,
    body: pilotsWithWarningsSchema,
    reply: pilotsWithWarningsReplySchema,
    call: pilotsWithWarnings,
  }),
  jsonCall({
    path: "/analytics/pipeline",
    access: "analytics.pipeline",
    summary:
      "Days from a SIM session, line check or line training start to each status, reject rates per stage and the open items past the 90th percentile",
    tags,
    body: pipelineSchema,
    reply: pipelineReplySchema,
    call: fleetPipeline,
  }),
];
