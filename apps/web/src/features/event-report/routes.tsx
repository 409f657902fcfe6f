import type { RouteObject } from "react-router";

const handle = { section: "event_report" } as const;

/** The event report screens of part2 §2, relative to /admin. */
export const eventReportAdminRoutes: RouteObject[] = [
  {
    path: "event_report",
    handle,
    lazy: async () => ({ Component: (await import("./pages/event-report-list-page")).EventReportListPage }),
  },
  {
    path: "event_report/create",
    handle,
    lazy: async () => ({ Component: (await import("./pages/event-report-form-page")).EventReportCreatePage }),
  },
  {
    path: "event_report/detail/:id",
    handle,
    lazy: async () => ({ Component: (await import("./pages/event-report-form-page")).EventReportDetailPage }),
  },
  {
    path: "event_report/statistics",
    handle,
    lazy: async () => ({
      Component: (await import("./pages/event-report-statistics-page")).EventReportStatisticsPage,
    }),
  },
];
