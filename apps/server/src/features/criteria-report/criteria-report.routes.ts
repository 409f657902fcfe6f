import { criteriaReportReplySchema, criteriaReportSchema } from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { criteriaReport } from "./calls/report";

/** A pilot's criterion scores: path, rule, schemas and the call. */
export const criteriaReportRoutes: readonly Route[] = [
  jsonCall({
    path: "/flt_training/get_criteria_report_by_pilot_id",
    access: "criteria_report.view",
    summary: "A pilot's scores per criterion over time",
    tags: ["training records"],
    body: criteriaReportSchema,
    reply: criteriaReportReplySchema,
    call: criteriaReport,
  }),
];
