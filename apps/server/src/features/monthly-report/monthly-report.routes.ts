import { monthlyReportQuerySchema } from "@trms/shared";
import { downloadCall, type Route } from "../../lib/routes";
import { monthlyReport } from "./calls/report";

/** The monthly accumulated report (FOT Export): a download, so it writes its own reply. */
export const monthlyReportRoutes: readonly Route[] = [
  downloadCall({
    path: "/flt_training/monthly_report",
    access: "training_record.monthly_report",
    summary: "The monthly accumulated training report of the caller's pilots, as a PDF (FOT Export)",
    tags: ["training flights"],
    query: monthlyReportQuerySchema,
    file: { description: "The monthly report as a PDF", type: "application/pdf" },
    call: monthlyReport,
  }),
];
