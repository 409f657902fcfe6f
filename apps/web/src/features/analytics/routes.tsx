import type { RouteObject } from "react-router";

const trendsPage = async () => ({
  Component: (await import("./pages/pilot-trends-page")).PilotTrendsPage,
});

const concordancePage = async () => ({
  Component: (await import("./pages/instructor-concordance-page")).InstructorConcordancePage,
});

/** /admin/analytics: the training office's instructor concordance (issue 30, ADR 1063). */
export const analyticsAdminRoutes: RouteObject[] = [
  { path: "analytics", handle: { section: "analytics" } as const, lazy: concordancePage },
  { path: "analytics/trends", handle: { section: "trends" } as const, lazy: trendsPage },
];

/** /pilot/analytics: an instructor's own concordance figures beside their fleet's. */
export const analyticsPilotRoutes: RouteObject[] = [
  { path: "analytics", handle: { section: "analytics" } as const, lazy: concordancePage },
  { path: "analytics/trends", handle: { section: "trends" } as const, lazy: trendsPage },
];
