import type { Feature } from "../../lib/feature";
import { criteriaReportRoutes } from "./criteria-report.routes";

export { criterionScore, isGraded } from "./criteria-report.scores";

/** A pilot's scores of one training-flight criterion over time, and their recent averages. */
export const criteriaReportFeature: Feature = {
  name: "criteria-report",
  routes: criteriaReportRoutes,
};
