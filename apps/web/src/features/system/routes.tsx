import type { RouteObject } from "react-router";

/** The System page, relative to /admin. */
export const systemAdminRoutes: RouteObject[] = [
  {
    path: "system",
    handle: { section: "system" } as const,
    lazy: async () => ({ Component: (await import("./pages/system-page")).SystemPage }),
  },
];
