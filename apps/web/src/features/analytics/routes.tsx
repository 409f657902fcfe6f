import type { RouteObject } from "react-router";

const trendsPage = async () => ({
  Component: (await import("./pages/pilot-trends-page")).PilotTrendsPage,
});

const pipelinePage = async () => ({
  Component: (await import("./pages/pipeline-page")).PipelinePage,
});

const concordancePage = async () => ({
  Component: (await import("./pages/instructor-concordance-page")).InstructorConcordancePage,
});

/** /admin/analytics: the training office's instructor concordance, trends and pipeline. */
export const analyticsAdminRoutes: RouteObject[] = [
  { path: "analytics", handle: { section: "analytics" } as const, lazy: concordancePage },
  { path: "analytics/trends", handle: { section: "trends" } as const, lazy: trendsPage },
  { path: "analytics/pipeline", handle: { section: "pipeline" } as const, lazy: pipelinePage },
];

/**
 * /pilot/analytics: an instructor's own concordance figures beside their fleet's. No pipeline: it is the
 * analytics permission's only, which no pilot-area account holds.
 */
export const analyticsPilotRoutes: RouteObject[] = [
  { path: "analytics", handle: { section: "analytics" } as const, lazy: concordancePage },
  { path: "analytics/trends", handle: { section: "trends" } as const, lazy: trendsPage },
];
