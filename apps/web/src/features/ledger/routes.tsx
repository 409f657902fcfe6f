import type { RouteObject } from "react-router";

/** The admin dashboard: the qualification ledger and its figures, relative to /admin. */
export const ledgerAdminRoutes: RouteObject[] = [
  {
    path: "dashboards",
    handle: { section: "dashboard" } as const,
    lazy: async () => ({ Component: (await import("./pages/ledger-page")).LedgerPage }),
  },
];
