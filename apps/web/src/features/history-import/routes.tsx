import type { RouteObject } from "react-router";

/** Bringing an airline's history in, relative to /admin. */
export const historyImportRoutes: RouteObject[] = [
  {
    path: "import",
    handle: { section: "history_import" } as const,
    lazy: async () => ({ Component: (await import("./pages/history-import-page")).HistoryImportPage }),
  },
];
