import { Readable } from "node:stream";
import { fileReply, monthlyReportFileName, monthlyReportQuerySchema } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendDownload } from "../../lib/download";
import { currentUser } from "../../plugins/auth";
import type { MonthlyReportService } from "./monthly-report.service";

export const monthlyReportRoutes: FastifyPluginAsyncZod<{ service: MonthlyReportService }> = async (
  app,
  { service },
) => {
  app.get(
    "/flt_training/monthly_report",
    {
      schema: {
        querystring: monthlyReportQuerySchema,
        tags: ["training flights"],
        summary: "The monthly accumulated training report of the caller's pilots, as a PDF (FOT Export)",
        response: { 200: fileReply("The monthly report as a PDF", "application/pdf") },
      },
      config: { access: "training_record.monthly_report" },
    },
    async (request, reply) => {
      const bytes = await service.report(currentUser(request), request.query.month, request.language);
      const name = monthlyReportFileName();
      return sendDownload(reply, Readable.from([bytes]), name, "application/pdf");
    },
  );
};
