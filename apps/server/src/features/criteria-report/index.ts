import type { Feature } from "../../lib/feature";
import { criteriaReportRoutes } from "./criteria-report.routes";
import { criteriaReportService } from "./criteria-report.service";

export { criterionScore, isGraded } from "./criteria-report.scores";

/** A pilot's scores of one training-flight criterion over time, and their recent averages. */
export const criteriaReportFeature: Feature = {
  name: "criteria-report",
  async routes(api, { database }) {
    await api.register(criteriaReportRoutes, { service: criteriaReportService(database.db) });
  },
};
