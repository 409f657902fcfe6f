import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

/** The admin dashboard: the qualification ledger and its figures, relative to /admin. */
export const ledgerAdminRoutes: RouteObject[] = [
  {
    path: "dashboards",
    handle: { section: "dashboard" } as const,
    loader: listLoader(() => import("./api").then((module) => module.prefetchDashboard)),
    // The ledger with the texts of its figures (the analytics panels).
    lazy: withTexts(["ledger", "analytics"], async () => ({
      Component: (await import("./pages/ledger-page")).LedgerPage,
    })),
  },
];
