import type { RouteObject } from "react-router";

/** Inspector access, relative to /admin. */
export const inspectorAdminRoutes: RouteObject[] = [
  {
    path: "inspector",
    handle: { section: "inspectors" } as const,
    lazy: async () => ({ Component: (await import("./pages/inspector-admin-page")).InspectorAdminPage }),
  },
];

/** The inspector's own screen, relative to /inspector: the granted pilots and their training files. */
export const inspectorRoutes: RouteObject[] = [
  {
    index: true,
    handle: { section: "inspection" } as const,
    lazy: async () => ({ Component: (await import("./pages/inspector-home-page")).InspectorHomePage }),
  },
];
