import { Readable } from "node:stream";
import { fileReply, monthlyReportFileName, monthlyReportQuerySchema } from "@trms/shared";
import { sendDownload } from "../../lib/download";
import { handlerRoute, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { monthlyReport } from "./calls/report";

/** The monthly accumulated report (FOT Export): a download, so it writes its own reply. */
export const monthlyReportRoutes: readonly Route[] = [
  handlerRoute({
    path: "/flt_training/monthly_report",
    method: "GET",
    access: "training_record.monthly_report",
    summary: "The monthly accumulated training report of the caller's pilots, as a PDF (FOT Export)",
    tags: ["training flights"],
    query: monthlyReportQuerySchema,
    schema: {
      response: { 200: fileReply("The monthly report as a PDF", "application/pdf") },
    },
    async handle({ app, request, reply, query }) {
      const bytes = await monthlyReport({
        app,
        actor: currentUser(request),
        // The query schema has parsed it.
        body: query,
        language: request.language,
      });
      return sendDownload(reply, Readable.from([bytes]), monthlyReportFileName(), "application/pdf");
    },
  }),
];
