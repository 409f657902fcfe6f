import {
  concordanceRecordsReplySchema,
  concordanceRecordsSchema,
  fileReply,
  fleetHeatMapReplySchema,
  fleetHeatMapSchema,
  instructorConcordanceReplySchema,
  instructorConcordanceSchema,
  okReply,
  pilotsWithWarningsReplySchema,
  pilotsWithWarningsSchema,
  pilotTrendsReplySchema,
  pilotTrendsSchema,
  pipelineReplySchema,
  pipelineSchema,
  trendPilotsReplySchema,
  trendPilotsSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { concordanceFileName, concordanceWorkbook } from "./analytics.export";
import type { analyticsService } from "./analytics.service";

export const analyticsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof analyticsService>;
}> = async (app, { service }) => {
  app.post(
    "/analytics/instructor_concordance",
    {
      schema: {
        summary: "How each instructor of a fleet grades the 16 criteria beside the fleet, over a period",
        body: instructorConcordanceSchema,
        tags: ["analytics"],
        response: { 200: okReply(instructorConcordanceReplySchema) },
      },
      config: { access: "analytics.concordance" },
    },
    async (request) => ok(await service.instructorConcordance(currentUser(request), request.body)),
  );
  app.post(
    "/analytics/pilot_trends",
    {
      schema: {
        summary:
          "A pilot's grades of each criterion over time, with a trend line, the fleet's band and warnings",
        body: pilotTrendsSchema,
        tags: ["analytics"],
        response: { 200: okReply(pilotTrendsReplySchema) },
      },
      config: { access: "analytics.trends" },
    },
    async (request) => ok(await service.pilotTrends(currentUser(request), request.body)),
  );
  app.post(
    "/analytics/trend_pilots",
    {
      schema: {
        summary: "The pilots whose trends the caller may open, by crew code or name (at most 20, by name)",
        body: trendPilotsSchema,
        tags: ["analytics"],
        response: { 200: okReply(trendPilotsReplySchema) },
      },
      config: { access: "analytics.trend_pilots" },
    },
    async (request) => ok(await service.trendPilots(currentUser(request), request.body)),
  );
  app.post(
    "/analytics/concordance_records",
    {
      schema: {
        summary: "The training flights and grades behind one instructor's concordance figure on a criterion",
        body: concordanceRecordsSchema,
        tags: ["analytics"],
        response: { 200: okReply(concordanceRecordsReplySchema) },
      },
      config: { access: "analytics.concordance" },
    },
    async (request) => ok(await service.concordanceRecords(currentUser(request), request.body)),
  );
  app.get(
    "/analytics/concordance_export",
    {
      schema: {
        summary: "The instructor concordance of a fleet and period as an Excel workbook",
        querystring: instructorConcordanceSchema,
        tags: ["analytics"],
        response: { 200: fileReply("The concordance as an Excel workbook", XLSX_TYPE) },
      },
      config: { access: "analytics.concordance" },
    },
    async (request, reply) => {
      const data = await service.instructorConcordance(currentUser(request), request.query);
      const workbook = await concordanceWorkbook(data, request.language);
      return sendDownload(reply, workbook, concordanceFileName(data), XLSX_TYPE);
    },
  );
  app.post(
    "/analytics/fleet_heat_map",
    {
      schema: {
        summary: "A fleet's mean grade of each criterion in each month of a period",
        body: fleetHeatMapSchema,
        tags: ["analytics"],
        response: { 200: okReply(fleetHeatMapReplySchema) },
      },
      config: { access: "analytics.heat_map" },
    },
    async (request) => ok(await service.fleetHeatMap(currentUser(request), request.body)),
  );
  app.post(
    "/analytics/pilots_with_warnings",
    {
      schema: {
        summary: "The pilots of a fleet (an instructor's trainees) whose trend warns on some criterion now",
        body: pilotsWithWarningsSchema,
        tags: ["analytics"],
        response: { 200: okReply(pilotsWithWarningsReplySchema) },
      },
      config: { access: "analytics.warnings" },
    },
    async (request) => ok(await service.pilotsWithWarnings(currentUser(request), request.body)),
  );
  app.post(
    "/analytics/pipeline",
    {
      schema: {
        summary:
          "Days from a SIM session, line check or line training start to each status, reject rates per stage and the open items past the 90th percentile",
        body: pipelineSchema,
        tags: ["analytics"],
        response: { 200: okReply(pipelineReplySchema) },
      },
      config: { access: "analytics.pipeline" },
    },
    async (request) => ok(await service.pipeline(currentUser(request), request.body)),
  );
};
