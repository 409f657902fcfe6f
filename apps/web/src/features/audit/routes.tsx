import type { RouteObject } from "react-router";

/** The audit list across records, relative to /admin. */
export const auditAdminRoutes: RouteObject[] = [
  {
    path: "audit",
    handle: { section: "audit" } as const,
    lazy: async () => ({ Component: (await import("./pages/audit-list-page")).AuditListPage }),
  },
];
