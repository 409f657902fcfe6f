import type { Feature } from "../../lib/feature";
import { monthlyReportRoutes } from "./monthly-report.routes";

/** The monthly accumulated training report (FOT Export): a PDF streamed per pilot. */
export const monthlyReportFeature: Feature = {
  name: "monthly-report",
  routes: monthlyReportRoutes,
};
