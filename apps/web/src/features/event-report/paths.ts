/** Where the event report screens live (part2 §2, admin area). */
export const eventReportPaths = {
  list: "/admin/event_report",
  create: "/admin/event_report/create",
  statistics: "/admin/event_report/statistics",
  detail: (id: number) => `/admin/event_report/detail/${id}`,
};
