import { criteriaReportReplySchema, criteriaReportSchema, okReply } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { criteriaReportService } from "./criteria-report.service";

export const criteriaReportRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof criteriaReportService>;
}> = async (app, { service }) => {
  app.post(
    "/flt_training/get_criteria_report_by_pilot_id",
    {
      schema: {
        summary: "A pilot's scores per criterion over time",
        body: criteriaReportSchema,
        tags: ["training records"],
        response: { 200: okReply(criteriaReportReplySchema) },
      },
      config: { access: "criteria_report.view" },
    },
    async (request) => ok(await service.report(currentUser(request), request.body)),
  );
};
