import type { RouteObject } from "react-router";

const reportPage = async () => ({
  Component: (await import("./pages/criteria-report-page")).CriteriaReportPage,
});

/** /admin/criteria-report (part1 §2). */
export const criteriaReportAdminRoutes: RouteObject[] = [
  { path: "criteria-report", handle: { section: "criteria_report" } as const, lazy: reportPage },
];

/** /pilot/criteria-report: the pilot area's criteria report. */
export const criteriaReportPilotRoutes: RouteObject[] = [
  { path: "criteria-report", handle: { section: "criteria_report" } as const, lazy: reportPage },
];
