import type { RouteObject } from "react-router";

/** The TO LDG list of part2 §2, relative to /admin. */
export const toldgAdminRoutes: RouteObject[] = [
  {
    path: "to_ldg",
    handle: { section: "to_ldg" } as const,
    lazy: async () => ({ Component: (await import("./pages/toldg-list-page")).ToldgListPage }),
  },
];
