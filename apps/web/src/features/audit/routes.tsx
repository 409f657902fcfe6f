import type { RouteObject } from "react-router";

/** The audit list across records and the history's integrity check, relative to /admin. */
export const auditAdminRoutes: RouteObject[] = [
  {
    path: "audit",
    handle: { section: "audit" } as const,
    lazy: async () => ({ Component: (await import("./pages/audit-list-page")).AuditListPage }),
  },
  {
    // Under the audit entry of the menu; opened by its own rule, which the trail's does not imply.
    path: "audit/integrity",
    handle: { section: "audit", access: "audit.verify" } as const,
    lazy: async () => ({ Component: (await import("./pages/audit-integrity-page")).AuditIntegrityPage }),
  },
];
